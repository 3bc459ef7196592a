// playground's command line says what was wrong with each bad value: the accepted form and range of --size,
// which part of --click is wrong, a click that would never fire, and outputs that cannot be written, all before
// the scene renders (DECISIONS 12).
import ArgumentParser
import Testing
@testable import playground

@Suite struct CommandLineMessageTests {
    private func message(_ arguments: [String]) -> String? {
        do {
            _ = try PlaygroundCommand.parse(arguments)
            return nil
        } catch {
            return PlaygroundCommand.message(for: error)
        }
    }

    @Test("--size 0x0, 100000x100000, 640 and -5x10 name the form WIDTHxHEIGHT and the range 16 to 8192")
    func sizeMessages() {
        for bad in ["0x0", "100000x100000", "640", "-5x10"] {
            let text = message(["--size", bad])
            #expect(text?.contains("--size \(bad)") == true)
            #expect(text?.contains("WIDTHxHEIGHT in points, each a whole number from 16 to 8192") == true)
        }
        #expect(message(["--size", "-5x10"])?.contains("Missing value") == false)
        #expect(message(["--size", "640x480"]) == nil)
    }

    @Test("negative --at, --slow, --soak and --layers name the option's range, not a missing value")
    func negativeNumbersNameTheRange() {
        let expected = [
            "--at": "--at must be a number of seconds between 0 and 3600 (got -1.0)",
            "--slow": "--slow must be a factor above 0 and at most 10, e.g. 0.1 (got -1.0)",
            "--soak": "--soak must be a number of seconds from 10 to 86400 (got -1.0)",
            "--layers": "--layers must be between 1 and 100000 (got -1)",
        ]
        for (option, text) in expected {
            let said = message([option, "-1"])
            #expect(said?.contains(text) == true, "\(option) -1 said: \(said ?? "nothing")")
        }
    }

    @Test("--click says which part is wrong: a negative or NaN coordinate, a negative or NaN time, the form")
    func clickMessages() {
        #expect(message(["--click", "-3,4@1"])?.contains("the x coordinate '-3'") == true)
        #expect(message(["--click", "3,nan@1"])?.contains("the y coordinate 'nan'") == true)
        #expect(message(["--click", "3,4@-1"])?.contains("the time '-1'") == true)
        #expect(message(["--click", "3,4@nan"])?.contains("the time 'nan'") == true)
        #expect(message(["--click", "3;4"])?.contains("use X,Y@SECONDS") == true)
    }

    @Test("a click after the screenshot time, outside the window, or without a screenshot is refused")
    func clicksThatWouldNeverFire() {
        let late = message(["--click", "3,4@5", "--screenshot", "/tmp/i18-click.png", "--at", "1"])
        #expect(late?.contains("comes after the screenshot time 1.0 s (--at), so it would never fire") == true)
        let outside = message(["--click", "900,4@0", "--size", "800x600", "--screenshot", "/tmp/i18-click.png"])
        #expect(outside?.contains("is outside the 800x600 window") == true)
        #expect(message(["--click", "3,4@0"])?.contains("replayed only when rendering a screenshot") == true)
    }

    @Test("--screenshot empty or in a missing folder, and an unwritable --trace, are refused up front")
    func outputMessages() {
        #expect(message(["--screenshot", ""])?.contains("--screenshot \"\" cannot be written: the path is empty") == true)
        #expect(message(["--screenshot", "/nonexistent-i18/x.png"])?
            .contains("the folder /nonexistent-i18 does not exist") == true)
        #expect(message(["--trace", "/nonexistent-i18/t.json"])?.contains("--trace /nonexistent-i18/t.json cannot be written") == true)
    }
}
