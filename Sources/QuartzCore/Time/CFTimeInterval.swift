// CFTimeInterval: seconds as a Double, the unit of every CAMediaTiming property (API.md, spec §3.1).
// Linux Foundation does not export CoreFoundation's typealias, so the engine defines it with Apple's spelling.

public typealias CFTimeInterval = Double
