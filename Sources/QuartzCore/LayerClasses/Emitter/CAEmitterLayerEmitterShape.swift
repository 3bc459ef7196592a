// CAEmitterLayerEmitterShape: the shape particles are emitted from (CAEmitterLayer.h). A string-backed name type with
// Apple's static members, raw values and Objective-C-era constants (API.md "Beyond the first wave"), like
// CAGradientLayerType. The type is declared with its raw string and initialisers in Generated/NameTypes.swift
// (NameTypeSpec).
import Foundation

extension CAEmitterLayerEmitterShape {
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

public let kCAEmitterLayerPoint = CAEmitterLayerEmitterShape.point
public let kCAEmitterLayerLine = CAEmitterLayerEmitterShape.line
public let kCAEmitterLayerRectangle = CAEmitterLayerEmitterShape.rectangle
public let kCAEmitterLayerCuboid = CAEmitterLayerEmitterShape.cuboid
public let kCAEmitterLayerCircle = CAEmitterLayerEmitterShape.circle
public let kCAEmitterLayerSphere = CAEmitterLayerEmitterShape.sphere
