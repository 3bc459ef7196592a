// playground: the desktop demo gallery. Opens a window (or renders offscreen when there is no display) and shows
// scenes built from the seed documents.
import ArgumentParser

@main
struct PlaygroundCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "A real-time playground for the Core Animation engine.")

    @Flag(help: "Render offscreen with SDL's offscreen driver instead of opening a window.")
    var headless = false

    func run() throws {
        print("playground: headless=\(headless)")
    }
}
