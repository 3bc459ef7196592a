// Tests of CASpringAnimation's closed forms (spec §7.4): settling durations, progress table, perceptual init.
import Testing
import Foundation
@testable import QuartzCore

@Suite("Spring animation (spec 7.4)")
struct SpringTests {
    @Test("settlingDuration: damping 5 ≈ 2.855 s, damping 15 ≈ 1.022 s, default 1.4727 s")
    func settlingDurations() {
        let spring = CASpringAnimation()
        #expect(abs(spring.settlingDuration - 1.4727) < 5e-5)
        spring.damping = 5
        #expect(abs(spring.settlingDuration - 2.855) < 5e-4)
        spring.damping = 15
        #expect(abs(spring.settlingDuration - 1.022) < 5e-4)
        spring.speed = 2
        #expect(abs(spring.settlingDuration - 0.511) < 5e-4)
    }

    @Test("default spring progress at 0.1, 0.25, 0.5, 1.0 s is 0.340300, 1.023360, 1.074591, 1.002170")
    func progressTable() {
        let solver = CASpringAnimation().solver
        let table: [(Double, Double)] = [(0.1, 0.340300), (0.25, 1.023360), (0.5, 1.074591), (1.0, 1.002170)]
        for (t, expected) in table {
            #expect(abs(solver.progress(at: t) - expected) < 1e-6, "t = \(t)")
        }
        #expect(solver.displacement(at: 0) == 1)
    }

    @Test("init(perceptualDuration: 0.5, bounce: 0) gives stiffness 157.9137, damping 25.1327, critical damping")
    func perceptualInit() {
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0)
        #expect(abs(Double(spring.stiffness) - 157.9137) < 1e-4)
        #expect(abs(Double(spring.damping) - 25.1327) < 1e-4)
        #expect(spring.mass == 1)
        #expect(spring.allowsOverdamping)
        #expect(abs(spring.perceptualDuration - 0.5) < 1e-9)
        #expect(abs(Double(spring.bounce)) < 1e-9)
        #expect(abs(spring.solver.dampingRatio - 1) < 1e-9)
        #expect(spring.duration == spring.settlingDuration)
        #expect(abs(CASpringAnimation().perceptualDuration - 0.628319) < 1e-6)
        let bouncy = CASpringAnimation(perceptualDuration: 1, bounce: 0.3)
        #expect(abs(Double(bouncy.bounce) - 0.3) < 1e-9)
    }

    @Test("critically damped and over-damped closed forms start at 1 with slope −v0")
    func dampedForms() {
        let critical = SpringSolver(mass: 1, stiffness: 100, damping: 20, initialVelocity: 2)
        let over = SpringSolver(mass: 1, stiffness: 100, damping: 40, initialVelocity: 2, allowsOverdamping: true)
        for solver in [critical, over] {
            #expect(abs(solver.displacement(at: 0) - 1) < 1e-12)
            let h = 1e-6
            let slope = (solver.displacement(at: h) - solver.displacement(at: 0)) / h
            #expect(abs(slope + 2) < 1e-3)
            #expect(abs(solver.displacement(at: 5)) < 1e-3)
        }
    }

    @Test("non-positive mass or stiffness and negative damping are reported and replaced by the defaults")
    func invalidParameters() {
        let spring = CASpringAnimation()
        spring.mass = 0
        spring.stiffness = -1
        spring.damping = -3
        #expect(spring.mass == 1)
        #expect(spring.stiffness == 100)
        #expect(spring.damping == 10)
        #expect(EngineDiagnostics.hasReported(containing: "CASpringAnimation.mass"))
        #expect(EngineDiagnostics.hasReported(containing: "CASpringAnimation.stiffness"))
    }
}
