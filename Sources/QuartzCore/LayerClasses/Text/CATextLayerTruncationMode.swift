// CATextLayerTruncationMode (CATextLayer.h): where text that does not fit is cut with an ellipsis; Apple's values. The
// type is declared with its raw string and initialisers in Generated/NameTypes.swift (NameTypeSpec).

extension CATextLayerTruncationMode {
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
