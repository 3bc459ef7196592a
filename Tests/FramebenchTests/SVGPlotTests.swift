// --plot charts: a ramp chart marks each series' breakpoint and the 60 Hz line; a frame histogram bins every
// frame; a run with nothing to plot gives no chart.
import Testing
@testable import framebench

@Test("A ramp chart draws every sample, the fitted breakpoint in its legend and the 16.7 ms line")
func rampChart() throws {
    let samples = (1...40).map { RampSample(complexity: Double($0 * 100), frameMs: max(16.7, Double($0 * 100 - 2000) / 100)) }
    let fit = try #require(PiecewiseLinearFit.fit(samples))
    let result = RampResult(score: fit.breakpoint, interval: nil, fit: fit, samples: samples, tiers: [], ramps: [])
    let svg = try #require(SVGPlot(title: "ramp", series: [.init(name: "engine", plot: .ramp(result))]).svg())
    #expect(svg.components(separatedBy: "<circle").count - 1 == 40)
    #expect(svg.contains("engine: breakpoint \(Int(fit.breakpoint.rounded())) layers"))
    #expect(svg.contains("16.7 ms (60 Hz)"))
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
}

@Test("A frame histogram counts every frame of every series, and escapes its labels")
func frameHistogram() throws {
    let chart = SVGPlot(title: "a < b", series: [.init(name: "engine", plot: .frameTimes([4, 4.2, 5, 30])),
                                                 .init(name: "peer & co", plot: .frameTimes([17, 17, 33]))])
    let svg = try #require(chart.svg())
    #expect(svg.contains("engine: 4 frames"))
    #expect(svg.contains("peer &amp; co: 3 frames"))
    #expect(svg.contains("a &lt; b"))
}

@Test("Nothing to plot gives no chart")
func emptyPlot() {
    #expect(SVGPlot(title: "x", series: [.init(name: "engine", plot: .frameTimes([]))]).svg() == nil)
}
