// CAEmitterLayerEmitterMode: where on the shape particles start (CAEmitterLayer.h). A string-backed name type with
// Apple's static members, raw values and Objective-C-era constants (API.md "Beyond the first wave"), like
// CAGradientLayerType. The type is declared with its raw string and initialisers in Generated/NameTypes.swift
// (NameTypeSpec).
import Foundation

extension CAEmitterLayerEmitterMode {
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

public let kCAEmitterLayerPoints = CAEmitterLayerEmitterMode.points
public let kCAEmitterLayerOutline = CAEmitterLayerEmitterMode.outline
public let kCAEmitterLayerSurface = CAEmitterLayerEmitterMode.surface
public let kCAEmitterLayerVolume = CAEmitterLayerEmitterMode.volume
