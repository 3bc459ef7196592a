// What every QML scene of the Qt peer does with its schedule (QtQmlScene, QtQmlEmitter): the window's properties
// (start time, the schedule as [count, ms] pairs, the step and its count), the timer that moves to the next step
// and quits after the last, and the frame log ("F <ms since start> <count>" per frameSwapped, read by QtFrameLog).

enum QtQmlSchedule {
    /// The Window's schedule properties.
    static func properties(_ schedule: [RampStep]) -> String {
        """
            property double t0: Date.now()
            property var schedule: [\(RampStep.javaScriptPairs(schedule))]
            property int step: 0
            property int count: schedule.length > 0 ? schedule[0][0] : 0
        """
    }

    /// The step timer; `setCount` is the JavaScript that shows the next step's count (win.count: the new count).
    static func stepper(setCount: String = "win.count = win.schedule[win.step][0]") -> String {
        """
            Timer {
                id: stepper
                interval: win.schedule.length > 0 ? win.schedule[0][1] : 1; running: true
                onTriggered: {
                    win.step += 1
                    if (win.step >= win.schedule.length) { Qt.quit(); return }
                    \(setCount)
                    interval = win.schedule[win.step][1]
                    restart()
                }
            }
        """
    }

    /// The frame log, `count` being the elements shown.
    static func frameLog(count: String) -> String {
        "    onFrameSwapped: console.log(\"F \" + (Date.now() - t0) + \" \" + \(count))"
    }
}
