// The Objective-C-era name constants (kCATransitionPush, kCAFillModeForwards, …) with Apple's
// string values (API.md). Each is typed as its name type, as Apple's headers declare them
// (`CATransitionType const kCATransitionPush`), so ported code such as
// `transition.type = kCATransitionPush`, `anim.calculationMode = kCAAnimationCubic` and
// `CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseIn)` compiles with no overloads;
// `.rawValue` gives the String.
import Foundation

public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut
public let kCAMediaTimingFunctionDefault = CAMediaTimingFunctionName.default

public let kCAFillModeForwards = CAMediaTimingFillMode.forwards
public let kCAFillModeBackwards = CAMediaTimingFillMode.backwards
public let kCAFillModeBoth = CAMediaTimingFillMode.both
public let kCAFillModeRemoved = CAMediaTimingFillMode.removed

public let kCAAnimationLinear = CAAnimationCalculationMode.linear
public let kCAAnimationDiscrete = CAAnimationCalculationMode.discrete
public let kCAAnimationPaced = CAAnimationCalculationMode.paced
public let kCAAnimationCubic = CAAnimationCalculationMode.cubic
public let kCAAnimationCubicPaced = CAAnimationCalculationMode.cubicPaced

public let kCAAnimationRotateAuto = CAAnimationRotationMode.rotateAuto
public let kCAAnimationRotateAutoReverse = CAAnimationRotationMode.rotateAutoReverse

public let kCATransitionFade = CATransitionType.fade
public let kCATransitionMoveIn = CATransitionType.moveIn
public let kCATransitionPush = CATransitionType.push
public let kCATransitionReveal = CATransitionType.reveal

public let kCATransitionFromRight = CATransitionSubtype.fromRight
public let kCATransitionFromLeft = CATransitionSubtype.fromLeft
public let kCATransitionFromTop = CATransitionSubtype.fromTop
public let kCATransitionFromBottom = CATransitionSubtype.fromBottom

public let kCAGravityCenter = CALayerContentsGravity.center
public let kCAGravityTop = CALayerContentsGravity.top
public let kCAGravityBottom = CALayerContentsGravity.bottom
public let kCAGravityLeft = CALayerContentsGravity.left
public let kCAGravityRight = CALayerContentsGravity.right
public let kCAGravityTopLeft = CALayerContentsGravity.topLeft
public let kCAGravityTopRight = CALayerContentsGravity.topRight
public let kCAGravityBottomLeft = CALayerContentsGravity.bottomLeft
public let kCAGravityBottomRight = CALayerContentsGravity.bottomRight
public let kCAGravityResize = CALayerContentsGravity.resize
public let kCAGravityResizeAspect = CALayerContentsGravity.resizeAspect
public let kCAGravityResizeAspectFill = CALayerContentsGravity.resizeAspectFill

public let kCAValueFunctionRotateX = CAValueFunctionName.rotateX
public let kCAValueFunctionRotateY = CAValueFunctionName.rotateY
public let kCAValueFunctionRotateZ = CAValueFunctionName.rotateZ
public let kCAValueFunctionScale = CAValueFunctionName.scale
public let kCAValueFunctionScaleX = CAValueFunctionName.scaleX
public let kCAValueFunctionScaleY = CAValueFunctionName.scaleY
public let kCAValueFunctionScaleZ = CAValueFunctionName.scaleZ
public let kCAValueFunctionTranslate = CAValueFunctionName.translate
public let kCAValueFunctionTranslateX = CAValueFunctionName.translateX
public let kCAValueFunctionTranslateY = CAValueFunctionName.translateY
public let kCAValueFunctionTranslateZ = CAValueFunctionName.translateZ

public let kCAGradientLayerAxial = CAGradientLayerType.axial
public let kCAGradientLayerRadial = CAGradientLayerType.radial
public let kCAGradientLayerConic = CAGradientLayerType.conic

public let kCAFillRuleNonZero = CAShapeLayerFillRule.nonZero
public let kCAFillRuleEvenOdd = CAShapeLayerFillRule.evenOdd
public let kCALineCapButt = CAShapeLayerLineCap.butt
public let kCALineCapRound = CAShapeLayerLineCap.round
public let kCALineCapSquare = CAShapeLayerLineCap.square
public let kCALineJoinMiter = CAShapeLayerLineJoin.miter
public let kCALineJoinRound = CAShapeLayerLineJoin.round
public let kCALineJoinBevel = CAShapeLayerLineJoin.bevel

public let kCAFilterLinear = CALayerContentsFilter.linear
public let kCAFilterNearest = CALayerContentsFilter.nearest
public let kCAFilterTrilinear = CALayerContentsFilter.trilinear
public let kCACornerCurveCircular = CALayerCornerCurve.circular
public let kCACornerCurveContinuous = CALayerCornerCurve.continuous
public let kCAContentsFormatRGBA8Uint = CALayerContentsFormat.RGBA8Uint
public let kCAContentsFormatRGBA16Float = CALayerContentsFormat.RGBA16Float
public let kCAContentsFormatGray8Uint = CALayerContentsFormat.gray8Uint
