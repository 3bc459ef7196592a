// The property table: one row per built-in layer property (spec §1.5; CAGradientLayer.h, CAShapeLayer.h and
// CATextLayer.h for theirs), in LayerProperty's order. Each row says where the value lives in the model (LayerModel)
// and in the commit's record (RenderLayer or its class's part of it, when drawn), the public property KVC goes through (whose
// class says which layer class has the key), the built-in implicit action (spec §1.4 list; DECISIONS 5: `hidden`
// fades, `doubleSided` has none) and whether it animates and redraws. Storage access, key-value coding, defaults, the
// action search's built-in animation, the commit's record and per-frame evaluation all read this table
// (docs/architecture.md "The property table"); no other code lists the properties.
import Foundation

enum LayerPropertyTable {
    /// Every row, indexed by `LayerProperty.rawValue`.
    static let entries: [LayerPropertyEntry] = {
        var rows: [LayerPropertyEntry] = [
            // Geometry (spec §1.6).
            .init(.bounds, model: \.bounds, render: .layer(\.bounds), api: \CALayer.bounds, action: .basic),
            .init(.position, model: \.position, render: .layer(\.position), api: \CALayer.position, action: .basic),
            .init(.zPosition, model: \.zPosition, render: .layer(\.zPosition), api: \CALayer.zPosition, action: .basic),
            .init(.anchorPoint, model: \.anchorPoint, render: .layer(\.anchorPoint), api: \CALayer.anchorPoint, action: .basic),
            .init(.anchorPointZ, model: \.anchorPointZ, render: .layer(\.anchorPointZ), api: \CALayer.anchorPointZ, action: .basic),
            .init(.transform, model: \.transform, render: .layer(\.transform), api: \CALayer.transform, action: .basic),
            .init(.sublayerTransform, model: \.sublayerTransform, render: .layer(\.sublayerTransform),
                  api: \CALayer.sublayerTransform, action: .basic),
            // Visibility and clipping.
            .init(.hidden, model: \.isHidden, render: .layer(\.isHidden), api: \CALayer.isHidden, action: .transition),
            .init(.doubleSided, model: \.isDoubleSided, render: .layer(\.isDoubleSided), api: \CALayer.isDoubleSided,
                  animatable: false),
            .init(.masksToBounds, model: \.masksToBounds, render: .layer(\.masksToBounds), api: \CALayer.masksToBounds,
                  action: .basic),
            // CALayer.h marks geometryFlipped neither animatable nor with an action.
            .init(.geometryFlipped, model: \.isGeometryFlipped, render: .layer(\.isGeometryFlipped),
                  api: \CALayer.isGeometryFlipped, animatable: false),
            // Contents.
            .init(.contents, model: \.contents, render: .layer(\.contents), api: \CALayer.contents, toPublic: { $0 },
                  action: .basic),
            .init(.contentsRect, model: \.contentsRect, render: .layer(\.contentsRect), api: \CALayer.contentsRect, action: .basic),
            .init(.contentsCenter, model: \.contentsCenter, render: .layer(\.contentsCenter), api: \CALayer.contentsCenter,
                  action: .basic),
            .init(.contentsGravity, model: \.contentsGravity, render: .layer(\.contentsGravity), api: \CALayer.contentsGravity),
            .init(.contentsScale, model: \.contentsScale, render: .layer(\.contentsScale), api: \CALayer.contentsScale,
                  action: .basic),
            // Appearance.
            .init(.opacity, model: \.opacity, render: .layer(\.opacity), api: \CALayer.opacity, action: .basic),
            .init(.backgroundColor, model: \.backgroundColor, render: .layer(\.backgroundColor), api: \CALayer.backgroundColor,
                  action: .basic),
            .init(.cornerRadius, model: \.cornerRadius, render: .layer(\.cornerRadius), api: \CALayer.cornerRadius, action: .basic),
            .init(.maskedCorners, model: \.maskedCorners, render: .layer(\.maskedCorners), api: \CALayer.maskedCorners),
            .init(.borderWidth, model: \.borderWidth, render: .layer(\.borderWidth), api: \CALayer.borderWidth, action: .basic),
            .init(.borderColor, model: \.borderColor, render: .layer(\.borderColor), api: \CALayer.borderColor, action: .basic),
            // Shadow.
            .init(.shadowColor, model: \.shadowColor, render: .layer(\.shadowColor), api: \CALayer.shadowColor, action: .basic),
            .init(.shadowOpacity, model: \.shadowOpacity, render: .layer(\.shadowOpacity), api: \CALayer.shadowOpacity,
                  action: .basic),
            .init(.shadowOffset, model: \.shadowOffset, render: .layer(\.shadowOffset), api: \CALayer.shadowOffset, action: .basic),
            .init(.shadowRadius, model: \.shadowRadius, render: .layer(\.shadowRadius), api: \CALayer.shadowRadius, action: .basic),
            .init(.shadowPath, model: \.shadowPath, render: .layer(\.shadowPath), api: \CALayer.shadowPath, action: .basic),
            // Compositing and identity.
            .init(.allowsGroupOpacity, model: \.allowsGroupOpacity, render: .layer(\.allowsGroupOpacity),
                  api: \CALayer.allowsGroupOpacity),
            .init(.opaque, model: \.isOpaque, api: \CALayer.isOpaque),
            .init(.name, model: \.name, api: \CALayer.name),
            // The layer's own CAMediaTiming (spec §3.1, §3.3): no built-in action.
            .init(.beginTime, model: \.beginTime, api: \CALayer.beginTime),
            .init(.speed, model: \.speed, api: \CALayer.speed),
            .init(.timeOffset, model: \.timeOffset, api: \CALayer.timeOffset),
            .init(.duration, model: \.duration, api: \CALayer.duration),
            .init(.repeatCount, model: \.repeatCount, api: \CALayer.repeatCount),
            .init(.repeatDuration, model: \.repeatDuration, api: \CALayer.repeatDuration),
            .init(.autoreverses, model: \.autoreverses, api: \CALayer.autoreverses),
            .init(.fillMode, model: \.fillMode, api: \CALayer.fillMode),
            // CAGradientLayer's own (CAGradientLayer.h): colours and locations animate element by element.
            .init(.colors, model: \.colors, render: .gradient(\.colors), api: \CAGradientLayer.colors,
                  toPublic: { $0.map { $0 as [Any] } }, action: .basic),
            .init(.locations, model: \.locations, render: .gradient(\.locations), api: \CAGradientLayer.locations,
                  action: .basic),
            .init(.startPoint, model: \.startPoint, render: .gradient(\.startPoint), api: \CAGradientLayer.startPoint,
                  action: .basic),
            .init(.endPoint, model: \.endPoint, render: .gradient(\.endPoint), api: \CAGradientLayer.endPoint,
                  action: .basic),
            .init(.type, model: \.gradientType, render: .gradient(\.type), api: \CAGradientLayer.type),
            // CAShapeLayer's own (CAShapeLayer.h: "path … does not have an implicit animation"; it animates
            // explicitly, point by point).
            .init(.path, model: \.path, render: .shape(\.path), api: \CAShapeLayer.path),
            .init(.fillColor, model: \.fillColor, render: .shape(\.fillColor), api: \CAShapeLayer.fillColor,
                  action: .basic),
            .init(.fillRule, model: \.fillRule, render: .shape(\.evenOdd), api: \CAShapeLayer.fillRule),
            .init(.strokeColor, model: \.strokeColor, render: .shape(\.strokeColor), api: \CAShapeLayer.strokeColor,
                  action: .basic),
            .init(.strokeStart, model: \.strokeStart, render: .shape(\.strokeStart), api: \CAShapeLayer.strokeStart,
                  action: .basic),
            .init(.strokeEnd, model: \.strokeEnd, render: .shape(\.strokeEnd), api: \CAShapeLayer.strokeEnd,
                  action: .basic),
            .init(.lineWidth, model: \.lineWidth, render: .shape(\.lineWidth), api: \CAShapeLayer.lineWidth,
                  action: .basic),
            .init(.miterLimit, model: \.miterLimit, render: .shape(\.miterLimit), api: \CAShapeLayer.miterLimit,
                  action: .basic),
            .init(.lineCap, model: \.lineCap, render: .shape(\.lineCap), api: \CAShapeLayer.lineCap),
            .init(.lineJoin, model: \.lineJoin, render: .shape(\.lineJoin), api: \CAShapeLayer.lineJoin),
            .init(.lineDashPattern, model: \.lineDashPattern, render: .shape(\.lineDashPattern),
                  api: \CAShapeLayer.lineDashPattern, animatable: false),
            .init(.lineDashPhase, model: \.lineDashPhase, render: .shape(\.lineDashPhase),
                  api: \CAShapeLayer.lineDashPhase, action: .basic),
            // CALayer's rendering options (CALayer.h; spec §1.5: none has a built-in action, none is marked
            // animatable). Drawn: all but drawsAsynchronously and contentsFormat; the corner curve as the one flag
            // and the contents filters as the one-byte code the compositor needs.
            .init(.cornerCurve, model: \.cornerCurve, render: .layer(\.continuousCorners), api: \CALayer.cornerCurve,
                  animatable: false),
            .init(.allowsEdgeAntialiasing, model: \.allowsEdgeAntialiasing, render: .layer(\.allowsEdgeAntialiasing),
                  api: \CALayer.allowsEdgeAntialiasing, animatable: false),
            .init(.edgeAntialiasingMask, model: \.edgeAntialiasingMask, render: .layer(\.edgeAntialiasingMask),
                  api: \CALayer.edgeAntialiasingMask, animatable: false),
            .init(.magnificationFilter, model: \.magnificationFilter, render: .layer(\.magnificationFilter),
                  api: \CALayer.magnificationFilter, animatable: false),
            .init(.minificationFilter, model: \.minificationFilter, render: .layer(\.minificationFilter),
                  api: \CALayer.minificationFilter, animatable: false),
            .init(.minificationFilterBias, model: \.minificationFilterBias, render: .layer(\.minificationFilterBias),
                  api: \CALayer.minificationFilterBias, animatable: false),
            .init(.shouldRasterize, model: \.shouldRasterize, render: .layer(\.shouldRasterize),
                  api: \CALayer.shouldRasterize, animatable: false),
            .init(.rasterizationScale, model: \.rasterizationScale, render: .layer(\.rasterizationScale),
                  api: \CALayer.rasterizationScale, animatable: false),
            .init(.drawsAsynchronously, model: \.drawsAsynchronously, api: \CALayer.drawsAsynchronously,
                  animatable: false),
            .init(.contentsFormat, model: \.contentsFormat, api: \CALayer.contentsFormat,
                  animatable: false),
            // CATextLayer's animatable ones (CATextLayer.h: both "Animatable"); their setters redraw the layer's
            // contents, and while an animation runs the render thread draws the text at the evaluated values.
            .init(.fontSize, model: \.fontSize, render: .text(\.fontSize), api: \CATextLayer.fontSize, action: .basic),
            .init(.foregroundColor, model: \.foregroundColor, render: .text(\.foregroundColor),
                  api: \CATextLayer.foregroundColor, action: .basic),
        ]
        rows += replicatorRows
        for (index, row) in rows.enumerated() where Int(row.property.rawValue) != index {
            preconditionFailure("LayerPropertyTable: row \(index) is \(row.property); rows follow LayerProperty's order")
        }
        precondition(rows.count == LayerProperty.allCases.count, "LayerPropertyTable: one row per LayerProperty")
        return rows
    }()

    /// CAReplicatorLayer's own (CAReplicatorLayer.h): every one "Animatable" but preservesDepth. Apart from the main
    /// list only so the compiler type-checks the literals in reasonable time.
    private static var replicatorRows: [LayerPropertyEntry] { [
        .init(.instanceCount, model: \.instanceCount, render: .replicator(\.instanceCount),
              api: \CAReplicatorLayer.instanceCount, action: .basic),
        .init(.preservesDepth, model: \.preservesDepth, render: .replicator(\.preservesDepth),
              api: \CAReplicatorLayer.preservesDepth, animatable: false),
        .init(.instanceDelay, model: \.instanceDelay, render: .replicator(\.instanceDelay),
              api: \CAReplicatorLayer.instanceDelay, action: .basic),
        .init(.instanceTransform, model: \.instanceTransform, render: .replicator(\.instanceTransform),
              api: \CAReplicatorLayer.instanceTransform, action: .basic),
        .init(.instanceColor, model: \.instanceColor, render: .replicator(\.instanceColor),
              api: \CAReplicatorLayer.instanceColor, action: .basic),
        .init(.instanceRedOffset, model: \.instanceRedOffset, render: .replicator(\.instanceRedOffset),
              api: \CAReplicatorLayer.instanceRedOffset, action: .basic),
        .init(.instanceGreenOffset, model: \.instanceGreenOffset, render: .replicator(\.instanceGreenOffset),
              api: \CAReplicatorLayer.instanceGreenOffset, action: .basic),
        .init(.instanceBlueOffset, model: \.instanceBlueOffset, render: .replicator(\.instanceBlueOffset),
              api: \CAReplicatorLayer.instanceBlueOffset, action: .basic),
        .init(.instanceAlphaOffset, model: \.instanceAlphaOffset, render: .replicator(\.instanceAlphaOffset),
              api: \CAReplicatorLayer.instanceAlphaOffset, action: .basic),
    ] }

    /// The rows' layouts in a buffer that is never freed: the hot paths read it without reference counting.
    static let layouts = FrozenLayouts(entries.map(\.layout))

    /// The layouts of the rows the commit records for `family`, in table order.
    @inline(__always)
    static func renderedRows(of family: LayerPropertyFamily) -> FrozenLayouts {
        switch family {
        case .layer: return renderedLayerRows
        case .gradient: return renderedGradientRows
        case .shape: return renderedShapeRows
        case .text: return renderedTextRows
        case .replicator: return renderedReplicatorRows
        }
    }

    private static let renderedLayerRows = rendered(.layer)
    private static let renderedGradientRows = rendered(.gradient)
    private static let renderedShapeRows = rendered(.shape)
    private static let renderedTextRows = rendered(.text)
    private static let renderedReplicatorRows = rendered(.replicator)

    private static func rendered(_ family: LayerPropertyFamily) -> FrozenLayouts {
        FrozenLayouts(entries.map(\.layout).filter { $0.isRendered && $0.family == family })
    }
}

/// Layouts copied once into memory that is never written or freed afterwards, so any thread may read them.
struct FrozenLayouts: @unchecked Sendable, RandomAccessCollection {
    private let rows: UnsafeBufferPointer<PropertyLayout>

    init(_ layouts: [PropertyLayout]) {
        let buffer = UnsafeMutableBufferPointer<PropertyLayout>.allocate(capacity: layouts.count)
        _ = buffer.initialize(from: layouts)
        rows = UnsafeBufferPointer(buffer)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { rows.count }
    @inline(__always) subscript(index: Int) -> PropertyLayout { rows[index] }
}

extension LayerProperty {
    /// This property's row of the table (storage, render field, behaviour).
    @inline(__always)
    package var layout: PropertyLayout { LayerPropertyTable.layouts[Int(rawValue)] }

    /// This property's full row, with the public accessors key-value coding uses.
    var entry: LayerPropertyEntry { LayerPropertyTable.entries[Int(rawValue)] }
}
