// The particles of an emitter layer at one frame (docs/architecture.md "Layer classes"; CAEmitterLayer.h, CAEmitterCell.h), computed on the
// render thread from the committed description (RenderEmitter) and the layer's local time alone, so the same seed
// and frame times always give the same pixels, whatever frames came before.
//
// Births: each cell's time is cut into slots (EmitterCellDescription.slot, 1/60 s for ordinary lives). Slot j of a
// cell holds floor(rate × slot + u) births, u uniform from the slot's own random stream, so a slot averages exactly
// rate × slot births and any slot can be recomputed alone; its births are spread evenly over it. A frame visits only
// the slots whose births can still show (the last `chainLife` seconds) and works out each particle in closed form
// from its birth: position p0 + v·age + a·age²/2, scale + scaleSpeed·age, spin·age, colour + speed·age. Sub-cells
// are emitted the same way along their parent particle's path, during its life. Each cell emits only while its
// CAMediaTiming is in effect and its particles age on its clock (EmitterCellClock). Nothing is kept from frame to
// frame, so a stream looks the same at any frame rate: frames at 30 and 60 Hz show the same particles at the times
// they share. Animations of the layer's and cells' properties (sub-cells' included) decide a slot's birth count at
// its start, and each particle takes their values at its own birth time, so a moving emitter leaves an even trail
// rather than one clump per slot (each configuration keeps the animations it was committed with, so births made
// under an animation since removed stay as they were): a particle keeps the values it was born with.
//
// Bounded: at most `CAEmitterLayer.maximumParticles` particles are drawn, and a frame works out at most
// `maximumStepsExamined` births and birth slots together (each limit said once); a frame stops as soon as either is
// reached, since nothing later could be drawn. A slot's births that cannot fall in the window still shown are skipped
// in closed form (their random numbers too), and a cell whose birth rate is 0 throughout visits no slot, so the work
// follows the births that can show, not the age of the layer or how long its particles could live. The buffers are
// kept across frames, so steady state allocates nothing.
import Foundation

/// Computes emitter layers' particles into reused buffers (one per compositor).
package final class ParticleSimulator {
    /// The last simulated layer's particles, in drawing order.
    package internal(set) var particles: [Particle] = []
    var scratch: [Particle] = []
    var counts: [Int] = []
    private var time: Double = 0
    private var seed: UInt64 = 0
    private var examined = 0
    /// Set when a frame has as many particles as can be drawn, or has examined all it may: nothing more is looked at.
    private var stopped = false
    private var byDepth = false
    private var keepsDepth = false

    /// Births (alive or not) and birth slots one frame examines per layer before it stops.
    package static let maximumStepsExamined = 4 * CAEmitterLayer.maximumParticles

    /// How many births and slots the last frame examined (for tests of the bound).
    package var stepsExamined: Int { examined }

    package init() {}

    /// Computes `emitter`'s particles at media time `mediaTime` into `particles`.
    package func simulate(_ emitter: RenderEmitter, atMediaTime mediaTime: Double) {
        particles.removeAll(keepingCapacity: true)
        examined = 0
        stopped = false
        time = emitter.timeMap.localTime(mediaTime)
        // Slot numbers are 64-bit integers: beyond ±10¹² s (31,000 years) the layer's time is not usable.
        guard time.isFinite, abs(time) < 1e12 else { return }
        byDepth = emitter.renderMode == .backToFront
        keepsDepth = emitter.preservesDepth
        let count = emitter.segments.count
        for index in 0..<count {
            let end = index + 1 < count ? emitter.segments[index + 1].start : Double.infinity
            seed = UInt64(emitter.segments[index].parameters.seed)
            for cell in 0..<emitter.segments[index].topLevelCount where !stopped {
                emitTopLevel(cell, segment: index, of: emitter, end: end)
            }
        }
        arrange(emitter)
    }

    // MARK: Births

    private func emitTopLevel(_ index: Int, segment s: Int, of emitter: RenderEmitter, end: Double) {
        let segment = emitter.segments[s]
        let description = segment.cells[index]
        let base = description.parameters
        let clock = description.clock
        // A cell emits while its timing is in effect (EmitterCellClock); births a timeOffset pre-warms show from
        // its start on.
        guard base.isEnabled, clock.emits, time >= clock.start else { return }
        // Two-argument min and max: the variadic forms build an array of the rest on every call.
        let stop = min(min(end, time), clock.end)
        let from = max(max(segment.start, clock.firstBirth), max(0, time - description.chainLife))
        guard from <= stop else { return }
        let h = description.slot
        let cellKey = UInt64(index) &+ 1
        let animated = segment.isAnimated(cell: index)
        guard animated || Self.rate(base, segment.parameters, clock: clock.rate) > 0 else { return }
        var slot = (from / h).rounded(.down)
        let lastSlot = (stop / h).rounded(.down)
        while slot <= lastSlot {
            guard spend() else { return }
            let slotStart = slot * h
            let slotLayer = segment.parameters(atLayerTime: slotStart)
            let slotCell = segment.cellParameters(base, cell: index, atLayerTime: slotStart)
            let slotBits = UInt64(bitPattern: Int64(slot))
            var slotRandom = ParticleRandom(seed, cellKey, slotBits, 0)
            let births = birthCount(slotCell, slotLayer, clock: clock.rate, slot: h, &slotRandom)
            let places = Self.places(births, slotStart: slotStart, slot: h, from: from, stop: stop)
            slotRandom.skip(places.lowerBound)
            for m in places {
                let birth = slotStart + (Double(m) + slotRandom.unit()) / Double(births) * h
                guard birth >= from, birth <= stop else { continue }
                guard spend() else { return }
                let layer = animated ? segment.parameters(atLayerTime: birth) : slotLayer
                let cell = animated ? segment.cellParameters(base, cell: index, atLayerTime: birth) : slotCell
                var keyStream = ParticleRandom(seed, cellKey, slotBits, UInt64(m) &+ 1)
                let key = keyStream.next()
                var random = ParticleRandom(key: key)
                let origin = EmitterShapeSampler.origin(layer, &random)
                spawn(index, cell, layer, emitter: emitter, segment: s, birth: birth, clock: clock.rate,
                      origin: origin, heading: nil, key: key)
            }
            slot += 1
        }
    }

    /// Sub-cell `index` emitted by a particle born at `parentBirth` (layer time) living `parentLife` seconds of its
    /// own clock, which runs `parentClock` times as fast as the layer's: the sub-cell's emitter time is that
    /// particle's age.
    private func emitSub(_ index: Int, emitter: RenderEmitter, segment s: Int, parentKey: UInt64,
                         parentBirth: Double, parentLife: Double, parentClock: Double, origin: SIMD3<Double>,
                         direction: SIMD3<Double>, velocity: SIMD3<Double>, acceleration: SIMD3<Double>) {
        let segment = emitter.segments[s]
        let description = segment.cells[index]
        let base = description.parameters
        let clock = description.clock
        let age = (time - parentBirth) * parentClock
        guard base.isEnabled, clock.emits, age >= clock.start else { return }
        let stopAge = min(min(parentLife, age), clock.end)
        let fromAge = max(max(clock.firstBirth, 0), age - description.chainLife)
        guard fromAge <= stopAge else { return }
        let h = description.slot
        let cellKey = UInt64(index) &+ 1
        let animated = segment.isAnimated(cell: index)
        guard animated || Self.rate(base, segment.parameters, clock: clock.rate) > 0 else { return }
        var slot = (fromAge / h).rounded(.down)
        let lastSlot = (stopAge / h).rounded(.down)
        while slot <= lastSlot {
            guard spend() else { return }
            let slotStart = parentBirth + slot * h / parentClock
            let slotLayer = animated ? segment.parameters(atLayerTime: slotStart) : segment.parameters
            let slotCell = animated ? segment.cellParameters(base, cell: index, atLayerTime: slotStart) : base
            let slotBits = UInt64(bitPattern: Int64(slot))
            var slotRandom = ParticleRandom(parentKey, cellKey, slotBits, 0)
            let births = birthCount(slotCell, slotLayer, clock: clock.rate, slot: h, &slotRandom)
            let places = Self.places(births, slotStart: slot * h, slot: h, from: fromAge, stop: stopAge)
            slotRandom.skip(places.lowerBound)
            for m in places {
                let birthAge = (slot + (Double(m) + slotRandom.unit()) / Double(births)) * h
                guard birthAge >= fromAge, birthAge <= stopAge else { continue }
                guard spend() else { return }
                let birth = parentBirth + birthAge / parentClock
                let layer = animated ? segment.parameters(atLayerTime: birth) : slotLayer
                let cell = animated ? segment.cellParameters(base, cell: index, atLayerTime: birth) : slotCell
                var keyStream = ParticleRandom(parentKey, cellKey, slotBits, UInt64(m) &+ 1)
                let key = keyStream.next()
                let start = origin + velocity * birthAge + acceleration * (0.5 * birthAge * birthAge)
                // The parent's direction of travel then; a parent at rest heads where it was emitted.
                let travel = velocity + acceleration * birthAge
                let heading = (travel * travel).sum() > 0 ? travel : direction
                spawn(index, cell, layer, emitter: emitter, segment: s, birth: birth, clock: parentClock * clock.rate,
                      origin: start, heading: heading, key: key)
            }
            slot += 1
        }
    }

    /// Births a second of the cell's emitter time makes under `cell` and `layer`.
    @inline(__always)
    private static func rate(_ cell: EmitterCellParameters, _ layer: EmitterParameters, clock: Double) -> Double {
        max(cell.birthRate, 0) * max(layer.birthRate, 0) * clock
    }

    /// floor(rate × slot + u): averages exactly rate × slot, at most the particle cap.
    @inline(__always)
    private func birthCount(_ cell: EmitterCellParameters, _ layer: EmitterParameters, clock: Double, slot: Double,
                            _ random: inout ParticleRandom) -> Int {
        let expected = min(Self.rate(cell, layer, clock: clock) * slot, Double(CAEmitterLayer.maximumParticles))
        return Int(expected + random.unit())
    }

    /// The places in a slot of `births` starting at `slotStart` whose births can fall in [from, stop]: birth m lies
    /// in [slotStart + m·slot/births, slotStart + (m + 1)·slot/births), so the others are skipped unseen (one place
    /// of margin each side for rounding; the callers still check each birth they visit).
    @inline(__always)
    static func places(_ births: Int, slotStart: Double, slot: Double, from: Double,
                               stop: Double) -> Range<Int> {
        let count = Double(births)
        let low = ((from - slotStart) / slot * count).rounded(.down) - 1
        let high = ((stop - slotStart) / slot * count).rounded(.down) + 2
        let first = low > 0 ? Int(min(low, count)) : 0
        let end = high > 0 ? Int(min(high, count)) : 0
        return first..<max(first, end)
    }

    /// Counts one examined birth or slot; false when the frame must stop: it holds all the particles that can be
    /// drawn, or its budget is spent (said once).
    @inline(__always)
    private func spend() -> Bool {
        guard !stopped else { return false }
        examined += 1
        guard examined > ParticleSimulator.maximumStepsExamined else { return true }
        stopped = true
        EngineDiagnostics.report("CAEmitterLayer: more than \(ParticleSimulator.maximumStepsExamined) particle "
            + "births and birth slots to work out in one frame (birthRate × lifetime is too high, or sub-cells' "
            + "parents live too long); later births are not drawn. Lower the cells' birthRate or lifetime.")
        return false
    }

    // MARK: One particle

    /// One particle born at layer time `birth` whose clock runs `clock` times as fast as the layer's: its life,
    /// motion, spin, scale and colour changes are in its own seconds. A sub-cell's particle has the `heading` of its
    /// parent particle at its birth, to which its emission angles are relative; a top-level one has none.
    private func spawn(_ index: Int, _ cell: EmitterCellParameters, _ layer: EmitterParameters,
                       emitter: RenderEmitter, segment s: Int, birth: Double, clock: Double, origin: SIMD3<Double>,
                       heading: SIMD3<Double>?, key: UInt64) {
        var random = ParticleRandom(key: ParticleRandom.mix(key))
        let life = (cell.lifetime + cell.lifetimeRange * random.signed()) * layer.lifetime
        guard life > 0 else { return }
        let speed = (cell.velocity + cell.velocityRange * random.signed()) * layer.velocity
        let emitted = EmitterShapeSampler.direction(latitude: cell.emissionLatitude,
                                                    longitude: cell.emissionLongitude,
                                                    range: cell.emissionRange, &random)
        let direction = heading.map { EmitterShapeSampler.turned(emitted, toward: $0) } ?? emitted
        let velocity = direction * speed
        let acceleration = cell.acceleration
        let scale = cell.scale + cell.scaleRange * random.signed()
        let spin = (cell.spin + cell.spinRange * random.signed()) * layer.spin
        let spread = SIMD4(random.signed(), random.signed(), random.signed(), random.signed())
        let color = (cell.color ?? SIMD4(1, 1, 1, 1)) + cell.colorRange * spread
        let age = (time - birth) * clock
        if age < life {
            let position = origin + velocity * age + acceleration * (0.5 * age * age)
            output(index, cell, layer, emitter: emitter, segment: s, birth: birth, age: age, position: position,
                   scale: scale, rotation: spin * age, color: color)
        }
        let subcells = emitter.segments[s].cells[index].subcells
        for sub in subcells {
            emitSub(sub, emitter: emitter, segment: s, parentKey: key, parentBirth: birth, parentLife: life,
                    parentClock: clock, origin: origin, direction: direction, velocity: velocity,
                    acceleration: acceleration)
        }
    }

    private func output(_ index: Int, _ cell: EmitterCellParameters, _ layer: EmitterParameters,
                        emitter: RenderEmitter, segment s: Int, birth: Double, age: Double, position: SIMD3<Double>,
                        scale: Double, rotation: Double, color: SIMD4<Double>) {
        let drawable = emitter.segments[s].drawables[index]
        guard drawable.image != nil else { return }
        let size = (scale + cell.scaleSpeed * age) * layer.scale
        let tint = simd_clamp01(color + cell.colorSpeed * age)
        guard size > 0, tint.w > 0, position.x.isFinite, position.y.isFinite, position.z.isFinite else { return }
        guard particles.count < CAEmitterLayer.maximumParticles else {
            stopped = true
            EngineDiagnostics.report("CAEmitterLayer: more than \(CAEmitterLayer.maximumParticles) live particles in "
                + "one frame; the rest are not drawn. Lower the cells' birthRate or lifetime.")
            return
        }
        let z = keepsDepth ? position.z : 0
        particles.append(Particle(
            position: SIMD3(Float(position.x), Float(position.y), Float(z)),
            size: SIMD2(Float(Double(drawable.size.width) * size), Float(Double(drawable.size.height) * size)),
            rotation: Float(rotation.truncatingRemainder(dividingBy: 2 * Double.pi)),
            color: SIMD4(Float(tint.x), Float(tint.y), Float(tint.z), Float(tint.w)),
            drawable: Int32(emitter.drawableBase[s] + index), order: byDepth ? position.z : birth))
    }

    private func simd_clamp01(_ v: SIMD4<Double>) -> SIMD4<Double> {
        v.replacing(with: 0, where: v .< 0).replacing(with: 1, where: v .> 1)
    }
}
