// Darwin's math.h constants that Apple code writes and Glibc does not give Swift (docs/porting.md "Added API").
// On Apple's platforms `import QuartzCore` brings Darwin, whose math.h says `#define HUGE MAXFLOAT` and
// `#define MAXFLOAT 0x1.fffffep+127f`: both import into Swift as that Float, the largest finite one, which is what
// `animation.repeatCount = HUGE` sets (an animation that repeats for all practical purposes forever). Glibc's
// math.h has them only as macros Swift cannot import (HUGE) or not under the toolchain's feature macros (MAXFLOAT);
// M_PI and the other M_ constants do come through Glibc, so they are not declared here.

/// The largest finite Float (Darwin's math.h `HUGE`, i.e. `MAXFLOAT`).
public let HUGE: Float = Float.greatestFiniteMagnitude

/// The largest finite Float (Darwin's math.h `MAXFLOAT`).
public let MAXFLOAT: Float = Float.greatestFiniteMagnitude
