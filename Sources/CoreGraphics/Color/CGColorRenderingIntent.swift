// CGColorRenderingIntent (CGColorSpace.h): how colours out of gamut are mapped. Images here are drawn in device RGB,
// so every intent draws the same pixels; the value is accepted for Apple's initializer spelling.

public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent = 0, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}
