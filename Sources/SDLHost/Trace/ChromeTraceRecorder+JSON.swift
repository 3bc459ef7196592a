// Turns the recorded events into Chrome trace JSON ({"traceEvents":[…]}: "B"/"E" spans, "i" instants, "X" complete
// events, "M" thread names; ts in microseconds). Runs only when writing, so it may allocate freely. An "E" whose
// "B" was overwritten by the ring is dropped, so viewers never see an unmatched end.
import Foundation
import RunLoopCore

extension ChromeTraceRecorder {
    /// The trace as Chrome / Perfetto JSON text.
    package func traceJSON() -> String {
        let (records, names) = orderedRecords()
        var events: [String] = []
        events.reserveCapacity(records.count + names.count + 1)
        events.append(#"{"name":"process_name","ph":"M","pid":1,"tid":0,"args":{"name":"CoreAnimation engine"}}"#)
        for (index, name) in names.enumerated() {
            events.append(#"{"name":"thread_name","ph":"M","pid":1,"tid":\#(index + 1),"args":{"name":\#(Self.quoted(name))}}"#)
        }
        var depth: [Int32: Int] = [:]
        for record in records {
            guard let event = Self.jsonEvent(for: record, depth: &depth) else { continue }
            events.append(event)
        }
        return "{\"traceEvents\":[\n" + events.joined(separator: ",\n") + "\n]}\n"
    }

    static func jsonEvent(for record: TraceRecord, depth: inout [Int32: Int]) -> String? {
        let ts = microseconds(record.timestamp)
        let head = #""pid":1,"tid":\#(record.track),"ts":\#(ts)"#
        switch record.kind {
        case .empty:
            return nil
        case .commit(let end, let generation):
            if let end {
                return #"{"name":"commit","cat":"commit","ph":"X",\#(head),"dur":\#(microseconds(end - record.timestamp)),"args":{"generation":\#(generation)}}"#
            }
            return #"{"name":"commit","cat":"commit","ph":"i","s":"t",\#(head),"args":{"generation":\#(generation)}}"#
        case .frame(let end, let deadline, let missed):
            return #"{"name":"frame","cat":"frame","ph":"X",\#(head),"dur":\#(microseconds(end - record.timestamp)),"args":{"deadline_us":\#(microseconds(deadline)),"missed":\#(missed)}}"#
        case .runLoop(let event):
            let (name, phase, args) = describe(event)
            switch phase {
            case "B":
                depth[record.track, default: 0] += 1
            case "E":
                guard let open = depth[record.track], open > 0 else { return nil }
                depth[record.track] = open - 1
            default:
                break
            }
            let scope = phase == "i" ? #","s":"t""# : ""
            let argsPart = args.isEmpty ? "" : #","args":{\#(args)}"#
            return #"{"name":\#(quoted(name)),"cat":"runloop","ph":"\#(phase)"\#(scope),\#(head)\#(argsPart)}"#
        }
    }

    /// Name, phase ("B", "E" or "i") and the inside of the args object of a run-loop event.
    static func describe(_ event: RunLoopTraceEvent) -> (String, String, String) {
        switch event {
        case .runEntered(let mode):
            return ("run", "B", #""mode":\#(quoted(mode.rawValue))"#)
        case .runExited(let result):
            return ("run", "E", #""result":\#(quoted("\(result)"))"#)
        case .activity(let activity):
            return (activity.description, "i", "")
        case .observerCalloutBegan(let order, let activity):
            return ("observer \(order) \(activity)", "B", #""order":\#(order)"#)
        case .observerCalloutEnded(let order, let activity):
            return ("observer \(order) \(activity)", "E", "")
        case .timerCalloutBegan(let order, let scheduledFireDate):
            return ("timer \(order)", "B", #""scheduled_us":\#(microseconds(scheduledFireDate))"#)
        case .timerCalloutEnded(let order):
            return ("timer \(order)", "E", "")
        case .sourceBegan(let order):
            return ("source0 \(order)", "B", "")
        case .sourceEnded(let order):
            return ("source0 \(order)", "E", "")
        case .portSourceBegan(let order):
            return ("source1 \(order)", "B", "")
        case .portSourceEnded(let order):
            return ("source1 \(order)", "E", "")
        case .blocksBegan(let count):
            return ("blocks", "B", #""count":\#(count)"#)
        case .blocksEnded:
            return ("blocks", "E", "")
        case .sleepBegan(let deadline):
            let shown = deadline.isFinite ? "\(microseconds(deadline))" : quoted(deadline > 0 ? "none" : "poll")
            return ("sleep", "B", #""deadline_us":\#(shown)"#)
        case .sleepEnded:
            return ("sleep", "E", "")
        }
    }

    /// Seconds → microseconds with 0.001 µs resolution, as JSON text (non-finite values become 0).
    static func microseconds(_ seconds: Double) -> String {
        guard seconds.isFinite else { return "0" }
        let value = (seconds * 1e6 * 1000).rounded() / 1000
        return String(format: "%.3f", value)
    }

    /// A JSON string literal.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    result += String(format: "\\u%04x", scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
