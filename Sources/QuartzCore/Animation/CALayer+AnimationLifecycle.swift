// Advancing the model's animations to a frame time (spec §7.1, §7.6): schedule animationDidStart when an
// animation's active duration begins, animationDidStop(finished: true) when it ends, remove finished ones with
// isRemovedOnCompletion, and release their completion-block count. Main thread; CARenderer.beginFrame and the
// window context's frame hook call it for the hosted root.

extension CALayer {
    /// Advances this layer and its sublayers (and masks) to media time `time`.
    package func advanceAnimations(to time: CFTimeInterval) {
        if !animationList.isEmpty { advanceOwnAnimations(to: time) }
        for sublayer in sublayerList { sublayer.advanceAnimations(to: time) }
        maskStorage?.advanceAnimations(to: time)
    }

    private func advanceOwnAnimations(to time: CFTimeInterval) {
        let layerTime = mediaTimeMap.localTime(time)
        var removedAny = false
        var index = 0
        while index < animationList.count {
            var entry = animationList[index]
            guard entry.isCommitted else { index += 1; continue }
            let animation = entry.animation
            let start = animation.beginTime
            let end = AnimationCompiler.timing(of: animation)?.activeEndTime ?? start
            if !entry.didStart && layerTime >= start {
                entry.didStart = true
                if let delegate = animation.delegate {
                    AnimationDelegateQueue.enqueue(.didStart, animation: animation, delegate: delegate)
                }
            }
            if !entry.didFinish && layerTime >= end {
                if let delegate = animation.delegate {
                    AnimationDelegateQueue.enqueue(.didStop(finished: true), animation: animation, delegate: delegate)
                }
                entry.didFinish = true
                entry.completionGroup?.leave()
                entry.completionGroup = nil
            }
            if entry.didFinish && animation.isRemovedOnCompletion {
                animationList.remove(at: index)
                removedAny = true
                continue
            }
            animationList.update(at: index) { $0 = entry }
            index += 1
        }
        if removedAny { animationsChanged() }
    }

    /// The earliest media time after `time` at which this tree's animations need a frame, or .infinity.
    package func nextAnimationFrameTime(after time: CFTimeInterval) -> CFTimeInterval {
        var earliest = CFTimeInterval.infinity
        if !animationList.isEmpty {
            let map = mediaTimeMap
            let layerTime = map.localTime(time)
            for entry in animationList where entry.isCommitted && !entry.didFinish {
                let start = entry.animation.beginTime
                if layerTime >= start { return time }
                if let absolute = map.parentTime(start) { earliest = min(earliest, absolute) }
            }
        }
        for sublayer in sublayerList { earliest = min(earliest, sublayer.nextAnimationFrameTime(after: time)) }
        if let mask = maskStorage { earliest = min(earliest, mask.nextAnimationFrameTime(after: time)) }
        return earliest
    }
}
