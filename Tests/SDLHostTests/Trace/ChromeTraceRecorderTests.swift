// The Chrome trace of a run loop (spec §10.3, DECISIONS 8): run a loop on a manual clock with a commit observer at
// order 2,000,000 and a timer, write the file, parse it back and check the timeline's order and times.
import Foundation
import RunLoopCore
import SDLHost
import Testing

@Suite("Chrome trace recorder")
struct ChromeTraceRecorderTests {
    /// Runs 10.00 → 10.12 on a manual clock: a repeating 50 ms timer (10 ms of work each) and a before-waiting /
    /// exit observer at order 2,000,000 that records a 2 ms commit.
    static func recordScenario(into recorder: ChromeTraceRecorder) {
        let clock = ManualRunLoopClock(startingAt: 10)
        let loop = EventRunLoop(clock: clock)
        loop.tracer = recorder
        let observer = RunLoopObserver(activities: [.beforeWaiting, .exit], order: 2_000_000) { _, _ in
            let start = clock.now()
            clock.advance(by: 0.002)
            recorder.recordCommit(start: start, end: clock.now(), generation: 1)
        }
        let timer = RunLoopTimer(fireDate: 10.05, interval: 0.05) { _ in clock.advance(by: 0.01) }
        loop.add(observer, forMode: .default)
        loop.add(timer, forMode: .default)
        _ = loop.run(mode: .default, until: 10.12, returnAfterSourceHandled: false)
        timer.invalidate()
        observer.invalidate()
    }

    static func parse(_ data: Data) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: data)
        let root = try #require(object as? [String: Any])
        return try #require(root["traceEvents"] as? [[String: Any]])
    }

    @Test("the written file parses as Chrome JSON; the timer fires after AfterWaiting and before the next BeforeWaiting commit")
    func timelineOrder() throws {
        let recorder = ChromeTraceRecorder()
        Self.recordScenario(into: recorder)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("runloop-trace-\(getpid()).json").path
        try recorder.write(to: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let events = try Self.parse(try Data(contentsOf: URL(fileURLWithPath: path)))
            .filter { ($0["ph"] as? String) != "M" }

        for event in events {
            #expect(event["pid"] as? Int == 1)
            #expect(event["tid"] is Int)
            #expect(event["ts"] is Double || event["ts"] is Int)
        }
        let labels = events.map { "\($0["ph"] as? String ?? "?") \($0["name"] as? String ?? "?")" }
        func index(of label: String, after start: Int = -1) -> Int? {
            labels.indices.first { $0 > start && labels[$0] == label }
        }
        let firstCommitObserver = try #require(index(of: "B observer 2000000 beforeWaiting"))
        let firstSleep = try #require(index(of: "B sleep", after: firstCommitObserver))
        let wake = try #require(index(of: "i afterWaiting", after: firstSleep))
        let timerBegin = try #require(index(of: "B timer 0", after: wake))
        let timerEnd = try #require(index(of: "E timer 0", after: timerBegin))
        let nextCommitObserver = try #require(index(of: "B observer 2000000 beforeWaiting", after: timerEnd))
        let commit = try #require(index(of: "X commit", after: nextCommitObserver))
        let observerEnd = try #require(index(of: "E observer 2000000 beforeWaiting", after: nextCommitObserver))
        #expect(index(of: "E sleep", after: firstSleep).map { $0 < wake } == true)
        #expect(commit < observerEnd)
        #expect(index(of: "i beforeWaiting", after: timerEnd).map { $0 < nextCommitObserver } == true)
        // The first pass: Entry, BeforeTimers, BeforeSources, BeforeWaiting (then the commit observer).
        #expect(Array(labels.prefix(5)) == ["B run", "i entry", "i beforeTimers", "i beforeSources", "i beforeWaiting"])
        #expect(labels.last == "E run")

        func micros(_ event: [String: Any]) -> Double { (event["ts"] as? Double) ?? Double(event["ts"] as? Int ?? -1) }
        // Times are the manual clock's, in microseconds: the timer fired for 10.05 s, the first commit took 2 ms.
        #expect(abs(micros(events[timerBegin]) - 10_050_000) < 1)
        let firstCommit = try #require(index(of: "X commit"))
        #expect(abs(micros(events[firstCommit]) - 10_000_000) < 1)
        #expect(abs(((events[firstCommit]["dur"] as? Double) ?? 0) - 2000) < 1)
        for (earlier, later) in zip(events, events.dropFirst()) {
            #expect(micros(earlier) <= micros(later) + 0.001)
        }
    }

    @Test("when the ring wraps, ends whose begins were overwritten are dropped: every E has a B on its track")
    func wrappedRingStaysBalanced() throws {
        let recorder = ChromeTraceRecorder(capacity: 16)
        Self.recordScenario(into: recorder)
        #expect(recorder.count == 16)
        #expect(recorder.overwrittenCount > 0)
        let events = try Self.parse(Data(recorder.traceJSON().utf8))
        var depth: [Int: Int] = [:]
        for event in events {
            let track = event["tid"] as? Int ?? -1
            switch event["ph"] as? String {
            case "B": depth[track, default: 0] += 1
            case "E":
                depth[track, default: 0] -= 1
                #expect(depth[track, default: 0] >= 0)
            default: break
            }
        }
    }

    @Test("frames recorded from another thread land on their own named track as complete events")
    func framesOnTheirOwnTrack() throws {
        let recorder = ChromeTraceRecorder()
        recorder.recordCommit(at: 1.0, generation: 3)
        let done = DispatchSemaphore(value: 0)
        let worker = Thread {
            recorder.nameCurrentThread("render thread")
            recorder.recordFrame(start: 1.0, end: 1.004, deadline: 1.0167, missed: false)
            done.signal()
        }
        worker.start()
        done.wait()
        let events = try Self.parse(Data(recorder.traceJSON().utf8))
        let frame = try #require(events.first { $0["name"] as? String == "frame" })
        let commit = try #require(events.first { $0["name"] as? String == "commit" })
        #expect(frame["ph"] as? String == "X")
        #expect(abs(((frame["dur"] as? Double) ?? 0) - 4000) < 0.01)
        #expect(frame["tid"] as? Int != commit["tid"] as? Int)
        let names = events.filter { $0["name"] as? String == "thread_name" }
            .compactMap { ($0["args"] as? [String: Any])?["name"] as? String }
        #expect(names.contains("render thread"))
    }
}
