// presentation() and model() (spec §8.1, DECISIONS 1): nil until the layer's tree is hosted by a render context
// and committed; otherwise a copy made with init(layer:) whose values have the committed animations applied at
// the current media time, with presentation copies as sublayers and mask. The same evaluator as the compositor
// (AnimationTrack.apply) computes the values, so what presentation() returns is what is drawn; animations of
// custom keys (undefined keys, `@Managed` properties) are applied to the copy's custom values as well.
import Foundation

extension CALayer {
    /// The key under which a presentation copy remembers its model layer (never a built-in key).
    static let modelLayerKey = "__QuartzCore.modelLayer"

    /// The presentation copy at the current media time, or nil before the hosted tree's first commit.
    func currentPresentation() -> Self? {
        if customValues[CALayer.modelLayerKey] != nil { return self }
        guard let hosting, hosting.hasCommitted, isInPublishedTree else { return nil }
        return presentationCopy(at: CACurrentMediaTime())
    }

    /// The model layer of a presentation copy; the receiver itself for a model layer.
    func modelLayer() -> Self {
        (customValues[CALayer.modelLayerKey] as? Self) ?? self
    }

    /// A presentation copy of this layer (and its subtree) at media time `time`. An explicit stack of
    /// (model, copy) pairs whose sublayers and mask are still to copy: trees may be CALayer.maximumTreeDepth deep.
    func presentationCopy(at time: CFTimeInterval) -> Self {
        let root = presentationCopyOfLayer(at: time)
        var pending: [(model: CALayer, copy: CALayer)] = [(self, root)]
        while let (model, copy) = pending.popLast() {
            let published = model.publishedSublayers   // the presentation tree's, not the model's (DECISIONS 6)
            copy.sublayerList.setCopies(published.map { $0.presentationCopyOfLayer(at: time) })
            for (sublayer, sublayerCopy) in zip(published, copy.sublayerList) {
                sublayerCopy.superlayerStorage = copy
                pending.append((sublayer, sublayerCopy))
            }
            if let mask = model.publishedMask {
                let maskCopy = mask.presentationCopyOfLayer(at: time)
                copy.maskStorage = maskCopy
                pending.append((mask, maskCopy))
            }
        }
        return root
    }

    /// The presentation copy of this layer alone (no sublayers or mask yet).
    private func presentationCopyOfLayer(at time: CFTimeInterval) -> Self {
        let copy = Self(addOverrideInitAndInitLayer: self)
        copy.customValues[CALayer.modelLayerKey] = self
        copy.values = publishedValues   // what the last outermost commit published (DECISIONS 6)
        let tracks = committedTracks()
        if !tracks.isEmpty {
            let layerTime = mediaTimeMap.localTime(time)
            var result = copy.values
            for track in tracks {
                if track.keyPath?.property != nil {
                    track.apply(atLayerTime: layerTime, to: &result)
                } else {
                    track.applyCustom(atLayerTime: layerTime, to: copy)
                }
            }
            copy.values = result
        }
        return copy
    }

    /// The model's built-in values with the committed animations applied at media time `time`.
    func presentationValues(at time: CFTimeInterval) -> LayerModel {
        var result = publishedValues
        let tracks = committedTracks()
        guard !tracks.isEmpty else { return result }
        let layerTime = mediaTimeMap.localTime(time)
        for track in tracks { track.apply(atLayerTime: layerTime, to: &result) }
        return result
    }

    /// The model's values with only the committed animations of `property` applied at media time `time`: what
    /// an implicit animation of `property` starts from (spec §1.4). Uses the last commit's compiled tracks.
    func presentationValues(of property: LayerProperty, at time: CFTimeInterval) -> LayerModel {
        var result = values
        let tracks = committedTracks()
        guard tracks.contains(where: { $0.keyPath?.property == property }) else { return result }
        let layerTime = mediaTimeMap.localTime(time)
        for track in tracks where track.keyPath?.property == property {
            track.apply(atLayerTime: layerTime, to: &result)
        }
        return result
    }

    /// The presentation value of `property` alone at media time `time` (nil: now): the model value with the
    /// committed animations of `property` applied, evaluated on a one-value store (no LayerModel copy). What a
    /// built-in implicit animation of `property` starts from (spec §1.4; the kinds that fit lanes go through
    /// LanePropertyStore instead, CALayer+ModelValues.swift).
    func presentationValue(of property: LayerProperty, at time: CFTimeInterval?) -> AnimatableValue? {
        var store = SinglePropertyStore(property: property, value: values.valueInPlace(of: property))
        applyCommittedTracks(of: property, at: time, to: &store)
        return store.value
    }

    /// Applies the committed animations of `property` at media time `time` (nil: now) to `store`; the clock is
    /// read only when one animates it.
    func applyCommittedTracks<Store: AnimatableStore>(of property: LayerProperty, at time: CFTimeInterval?,
                                                            to store: inout Store) {
        // `writtenProperty` is the key path's property (AnimationTrack), read without copying the key path; one
        // pass finds the first track of `property`, the loop applies it and the later ones.
        let tracks = committedTracks()
        if let only = tracks.onlyTrack {   // the common list: one track, no loop
            guard only.writtenProperty == property else { return }
            only.apply(atLayerTime: mediaTimeMap.localTime(time ?? CACurrentMediaTime()), to: &store)
            return
        }
        guard let first = tracks.firstIndex(where: { $0.writtenProperty == property }) else { return }
        let layerTime = mediaTimeMap.localTime(time ?? CACurrentMediaTime())
        for index in first..<tracks.endIndex where tracks[index].writtenProperty == property {
            tracks[index].apply(atLayerTime: layerTime, to: &store)
        }
    }

    /// The tracks of the animations a commit has published, in application order: the last commit's list
    /// while the animation list is unchanged since, else each committed entry's own compiled tracks (compiling
    /// only the entries the commit could not cache: custom keys, transitions), so a second property set in the
    /// same transaction does not recompile every animation of the layer.
    func committedTracks() -> AnimationTrackList {
        if let cached = animationList.tracksOfLastCommit { return cached }
        var tracks: [AnimationTrack] = []
        for index in animationList.indices where animationList[index].isCommitted {
            if let compiled = animationList[index].compiledTracks {
                tracks.append(contentsOf: compiled)
            } else {
                let entry = animationList[index]
                AnimationCompiler.compile(entry.animation, key: entry.key, layer: self, into: &tracks)
            }
        }
        return AnimationTrackList(tracks)
    }
}
