// Writes `--plot` charts as SVG text: a scatter of ramp samples (layers against frame length) with each run's
// fitted piecewise-linear model and breakpoint, or a histogram of frame times, both with the 16.7 ms (60 Hz) line.
// Several series (the engine and a peer) share one chart, each in its own colour, so a peer comparison reads at a
// glance. Plain SVG 1.1: it opens in any browser and renders on GitHub.
import Foundation

struct SVGPlot {
    struct Series {
        var name: String
        var plot: BenchmarkPlot
    }

    var title: String
    var series: [Series]
    var width = 760.0
    var height = 440.0
    static let periodMs = 1000.0 / 60
    static let colours = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd"]

    private let left = 64.0, right = 20.0, top = 40.0, bottom = 52.0

    /// The chart, or nil when no series has anything to plot.
    func svg() -> String? {
        let ramps = series.compactMap { entry -> (String, RampResult)? in
            if case .ramp(let result) = entry.plot, !result.samples.isEmpty { return (entry.name, result) }
            return nil
        }
        let frames = series.compactMap { entry -> (String, [Double])? in
            if case .frameTimes(let times) = entry.plot, !times.isEmpty { return (entry.name, times) }
            return nil
        }
        if !ramps.isEmpty { return rampChart(ramps) }
        if !frames.isEmpty { return histogram(frames) }
        return nil
    }

    private func rampChart(_ ramps: [(String, RampResult)]) -> String {
        let maxX = ramps.flatMap { $0.1.samples.map(\.complexity) }.max() ?? 1
        let ys = ramps.flatMap { $0.1.samples.map(\.frameMs) }.sorted()
        // The 99th percentile keeps one stall from squashing the chart; points above it sit on the top edge.
        let maxY = max(ys[min(ys.count - 1, Int(Double(ys.count) * 0.99))], Self.periodMs * 2) * 1.1
        var body = axes(xLabel: "layers", yLabel: "frame length (ms)", maxX: maxX, maxY: maxY)
        for (index, (name, result)) in ramps.enumerated() {
            let colour = Self.colours[index % Self.colours.count]
            for sample in result.samples {
                body += circle(x: sx(sample.complexity, maxX), y: sy(min(sample.frameMs, maxY), maxY), colour: colour)
            }
            let fit = result.fit
            let endY = fit.level + fit.slope * max(0, maxX - fit.breakpoint)
            body += line(sx(0, maxX), sy(fit.level, maxY), sx(fit.breakpoint, maxX), sy(fit.level, maxY), colour, 2)
            body += line(sx(fit.breakpoint, maxX), sy(fit.level, maxY), sx(maxX, maxX), sy(min(endY, maxY), maxY),
                         colour, 2)
            body += line(sx(fit.breakpoint, maxX), top, sx(fit.breakpoint, maxX), height - bottom, colour, 1,
                         dash: true)
            body += legend(index: index, text: "\(name): breakpoint \(Int(fit.breakpoint.rounded())) layers",
                           colour: colour)
        }
        body += periodLine(maxY: maxY, horizontal: true, maxX: maxX)
        return document(body)
    }

    private func histogram(_ runs: [(String, [Double])]) -> String {
        let all = runs.flatMap { $0.1 }.sorted()
        let upper = max(all[min(all.count - 1, Int(Double(all.count) * 0.995))], Self.periodMs * 1.25) * 1.05
        let binCount = 60
        let binWidth = upper / Double(binCount)
        var shares: [[Double]] = []
        for (_, times) in runs {
            var bins = [Double](repeating: 0, count: binCount)
            for time in times { bins[min(Int(time / binWidth), binCount - 1)] += 1 }
            shares.append(bins.map { $0 / Double(times.count) * 100 })
        }
        let maxY = (shares.flatMap { $0 }.max() ?? 1) * 1.1
        var body = axes(xLabel: "frame time (ms)", yLabel: "share of frames (%)", maxX: upper, maxY: maxY)
        let barWidth = (width - left - right) / Double(binCount) / Double(runs.count)
        for (index, (name, times)) in runs.enumerated() {
            let colour = Self.colours[index % Self.colours.count]
            for (bin, share) in shares[index].enumerated() where share > 0 {
                let x = sx(Double(bin) * binWidth, upper) + Double(index) * barWidth
                let y = sy(share, maxY)
                body += String(format: "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%@\" "
                                   + "fill-opacity=\"0.8\"/>\n", x, y, barWidth, height - bottom - y, colour)
            }
            body += legend(index: index, text: "\(name): \(times.count) frames", colour: colour)
        }
        body += periodLine(maxY: maxY, horizontal: false, maxX: upper)
        return document(body)
    }

    // MARK: - Pieces

    private func sx(_ value: Double, _ maxX: Double) -> Double { left + value / maxX * (width - left - right) }
    private func sy(_ value: Double, _ maxY: Double) -> Double {
        height - bottom - value / maxY * (height - top - bottom)
    }

    private func axes(xLabel: String, yLabel: String, maxX: Double, maxY: Double) -> String {
        var out = line(left, height - bottom, width - right, height - bottom, "#333", 1)
        out += line(left, top, left, height - bottom, "#333", 1)
        for tick in 0...5 {
            let fx = maxX * Double(tick) / 5, fy = maxY * Double(tick) / 5
            out += text(x: sx(fx, maxX), y: height - bottom + 16, label(fx), anchor: "middle")
            out += text(x: left - 6, y: sy(fy, maxY) + 4, label(fy), anchor: "end")
        }
        out += text(x: (left + width - right) / 2, y: height - 12, xLabel, anchor: "middle")
        out += "<text x=\"16\" y=\"\((top + height - bottom) / 2)\" text-anchor=\"middle\" font-size=\"12\" "
            + "transform=\"rotate(-90 16 \((top + height - bottom) / 2))\">\(escape(yLabel))</text>\n"
        return out
    }

    private func periodLine(maxY: Double, horizontal: Bool, maxX: Double) -> String {
        if horizontal {
            let y = sy(Self.periodMs, maxY)
            return line(left, y, width - right, y, "#888", 1, dash: true)
                + text(x: width - right - 4, y: y - 4, "16.7 ms (60 Hz)", anchor: "end")
        }
        let x = sx(Self.periodMs, maxX)
        return line(x, top, x, height - bottom, "#888", 1, dash: true)
            + text(x: x + 4, y: top + 12, "16.7 ms (60 Hz)", anchor: "start")
    }

    private func legend(index: Int, text label: String, colour: String) -> String {
        let y = top + 14 + Double(index) * 16
        return String(format: "<rect x=\"%.1f\" y=\"%.1f\" width=\"10\" height=\"10\" fill=\"%@\"/>\n",
                      left + 12, y - 9, colour) + text(x: left + 28, y: y, label, anchor: "start")
    }

    private func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ colour: String, _ widthPx: Double,
                      dash: Bool = false) -> String {
        String(format: "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%@\" stroke-width=\"%.1f\"%@/>\n",
               x1, y1, x2, y2, colour, widthPx, dash ? " stroke-dasharray=\"5 4\"" : "")
    }

    private func circle(x: Double, y: Double, colour: String) -> String {
        String(format: "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"1.6\" fill=\"%@\" fill-opacity=\"0.45\"/>\n", x, y, colour)
    }

    private func text(x: Double, y: Double, _ content: String, anchor: String) -> String {
        String(format: "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%@\" font-size=\"12\">", x, y, anchor)
            + escape(content) + "</text>\n"
    }

    private func label(_ value: Double) -> String {
        value >= 100 ? String(Int(value.rounded())) : String(format: "%.1f", value)
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    private func document(_ body: String) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" \
        viewBox="0 0 \(Int(width)) \(Int(height))" font-family="sans-serif">
        <rect width="100%" height="100%" fill="white"/>
        <text x="\(Int(width / 2))" y="22" text-anchor="middle" font-size="15">\(escape(title))</text>
        \(body)</svg>

        """
    }
}
