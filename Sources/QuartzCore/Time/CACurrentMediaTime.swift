// CACurrentMediaTime and CASetMediaTimeSource (API.md; spec §3.2): the absolute time that layer and
// animation time derive from.

/// The current absolute time in seconds: the monotonic clock, or the source set with `CASetMediaTimeSource`.
public func CACurrentMediaTime() -> CFTimeInterval {
    MediaClock.now()
}

/// Replaces the time source of `CACurrentMediaTime()` (for tests, recordings and benchmarks);
/// nil restores the monotonic clock.
public func CASetMediaTimeSource(_ source: (@Sendable () -> CFTimeInterval)?) {
    MediaClock.setSource(source)
}
