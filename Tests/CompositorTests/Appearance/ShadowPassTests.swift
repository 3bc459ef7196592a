// The shadow pass's bookkeeping (Compositor Frame/ShadowPass; FrameBuilder+CompositedShadow): a source pass stored
// inside another keeps its records out of the enclosing pass's measuring and placing, a rolled-back pass forgets its
// range and its cache entry, and a new frame starts with no recorded passes.
import QuartzCore
import Foundation
import Testing
@testable import Compositor

@Suite("Shadow pass bookkeeping")
struct ShadowPassTests {
    /// Stores a source pass over `records` (an empty signature of sigma `sigma`) and returns its texture key.
    static func storePass(_ pass: ShadowPass, records: Range<Int>, sigma: Double) -> Int {
        let (hash, kept) = pass.lookUp(scale: 1, sigma: sigma, commands: [][...], instances: [][...],
                                       firstInstance: records.lowerBound, stops: [][...], frame: 1)
        #expect(kept == nil)
        return pass.store(hash: hash, rect: CGRect(x: 0, y: 0, width: 4, height: 4), frame: 1, records: records)
    }

    static func placed(_ pass: ShadowPass, in range: Range<Int>) -> [Int] {
        var indices: [Int] = []
        pass.forEachPlacedRecord(in: range) { indices.append($0) }
        return indices
    }

    @Test("an enclosing pass visits its own records, not those of the pass stored inside it")
    func nestedPassIsSkipped() {
        let pass = ShadowPass()
        pass.beginFrame()
        _ = Self.storePass(pass, records: 3..<6, sigma: 2)
        #expect(Self.placed(pass, in: 0..<8) == [0, 1, 2, 6, 7])
        // A range after the stored pass is not affected by it.
        #expect(Self.placed(pass, in: 6..<8) == [6, 7])
    }

    @Test("a rolled-back pass forgets its range and its cached shadow; a new frame forgets every range")
    func rollBackAndNewFrameForget() {
        let pass = ShadowPass()
        pass.beginFrame()
        let start = pass.cache.nextKey
        let key = Self.storePass(pass, records: 2..<4, sigma: 3)
        #expect(pass.cache.contains(key: key))
        pass.rollBack(toInstance: 2, key: start)
        #expect(!pass.cache.contains(key: key))
        #expect(Self.placed(pass, in: 0..<5) == [0, 1, 2, 3, 4])
        _ = Self.storePass(pass, records: 1..<3, sigma: 4)
        #expect(Self.placed(pass, in: 0..<4) == [0, 3])
        pass.beginFrame()
        #expect(Self.placed(pass, in: 0..<4) == [0, 1, 2, 3])
    }
}
