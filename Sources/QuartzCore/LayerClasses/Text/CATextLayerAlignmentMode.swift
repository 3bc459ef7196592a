// CATextLayerAlignmentMode (CATextLayer.h): how lines are aligned within the layer's bounds; Apple's raw values. The
// type is declared with its raw string and initialisers in Generated/NameTypes.swift (NameTypeSpec).

extension CATextLayerAlignmentMode {
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
