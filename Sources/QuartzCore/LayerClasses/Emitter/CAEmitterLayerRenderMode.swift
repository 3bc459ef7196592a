// CAEmitterLayerRenderMode: the order and blending particles are drawn with (CAEmitterLayer.h). A string-backed name
// type with Apple's static members, raw values and Objective-C-era constants (API.md "Beyond the first wave"), like
// CAGradientLayerType. The type is declared with its raw string and initialisers in Generated/NameTypes.swift
// (NameTypeSpec).
import Foundation

extension CAEmitterLayerRenderMode {
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}

public let kCAEmitterLayerUnordered = CAEmitterLayerRenderMode.unordered
public let kCAEmitterLayerOldestFirst = CAEmitterLayerRenderMode.oldestFirst
public let kCAEmitterLayerOldestLast = CAEmitterLayerRenderMode.oldestLast
public let kCAEmitterLayerBackToFront = CAEmitterLayerRenderMode.backToFront
public let kCAEmitterLayerAdditive = CAEmitterLayerRenderMode.additive
