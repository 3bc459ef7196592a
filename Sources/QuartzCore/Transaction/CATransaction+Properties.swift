// Transaction properties with nested scope (spec §2.4, DECISIONS 6): a read searches from the innermost level
// outwards for the first level that set the value; a set writes the innermost level (opening the implicit
// transaction when none is open). The four documented keys map to the typed accessors. The `open class func`
// forwarders subclasses may override live in the class body (CATransaction.swift).
import Foundation

public let kCATransactionAnimationDuration: String = "animationDuration"
public let kCATransactionDisableActions: String = "disableActions"
public let kCATransactionAnimationTimingFunction: String = "animationTimingFunction"
public let kCATransactionCompletionBlock: String = "completionBlock"

extension CATransaction {
    /// The duration given to animations added without one; 0.25 s by default.
    static func scopedAnimationDuration() -> CFTimeInterval { AddedAnimationTransactionValues().duration }

    static func setScopedAnimationDuration(_ dur: CFTimeInterval) {
        guard dur.isFinite else {
            EngineDiagnostics.report(
                "CATransaction.setAnimationDuration(\(dur)): not a finite number; the duration is unchanged.")
            return
        }
        currentLevelOpeningImplicit().animationDuration = dur
    }

    /// The timing function written into every added animation; nil by default.
    static func scopedAnimationTimingFunction() -> CAMediaTimingFunction? {
        AddedAnimationTransactionValues().timingFunction
    }

    static func setScopedAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        currentLevelOpeningImplicit().animationTimingFunction = .some(function)
    }

    /// Whether property changes skip the action search; false by default.
    static func scopedDisableActions() -> Bool {
        guard let levels = TransactionStack.existing?.levels else { return false }
        var i = levels.count - 1
        while i >= 0 {
            if let flag = levels[i].disableActions { return flag }
            i -= 1
        }
        return false
    }

    static func setScopedDisableActions(_ flag: Bool) {
        currentLevelOpeningImplicit().disableActions = flag
    }

    /// The block set in the innermost scope that set one.
    static func scopedCompletionBlock() -> (() -> Void)? {
        for level in (TransactionStack.existing?.levels ?? []).reversed() {
            if let b = level.completionBlock { return b }
        }
        return nil
    }

    /// Sets the block run once every animation added after this call (nested levels included) has stopped;
    /// a block set earlier at this level keeps waiting for its own animations (DECISIONS 7).
    static func setScopedCompletionBlock(_ block: (() -> Void)?) {
        let level = currentLevelOpeningImplicit()
        level.completionGroup?.leave()
        level.completionGroup = nil
        level.completionBlock = .some(block)
        guard let block else { return }
        level.completionGroup = TransactionCompletionGroup(block: block, parent: enclosingGroup(outside: level))
    }

    /// The value for `key` in the innermost scope that set it; documented keys map to their accessors.
    static func scopedValue(forKey key: String) -> Any? {
        switch key {
        case kCATransactionAnimationDuration: return animationDuration()
        case kCATransactionDisableActions: return disableActions()
        case kCATransactionAnimationTimingFunction: return animationTimingFunction()
        case kCATransactionCompletionBlock: return completionBlock()
        default:
            for level in (TransactionStack.existing?.levels ?? []).reversed() {
                if let v = level.values[key] { return v }
            }
            return nil
        }
    }

    /// Sets `key` in the innermost scope; documented keys are type-checked and reported once when wrong.
    static func setScopedValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case kCATransactionAnimationDuration:
            guard let anObject, let d = AnimatableValue.number(anObject) else {
                return reportWrongType(key, anObject, "a number of seconds")
            }
            setAnimationDuration(d)
        case kCATransactionDisableActions:
            guard let anObject, let flag = AnimatableValue(any: anObject, kind: .bool), case .bool(let b) = flag else {
                return reportWrongType(key, anObject, "a Bool")
            }
            setDisableActions(b)
        case kCATransactionAnimationTimingFunction:
            guard anObject == nil || anObject is CAMediaTimingFunction else {
                return reportWrongType(key, anObject, "a CAMediaTimingFunction or nil")
            }
            setAnimationTimingFunction(anObject as? CAMediaTimingFunction)
        case kCATransactionCompletionBlock:
            guard anObject == nil || anObject is () -> Void else {
                return reportWrongType(key, anObject, "a () -> Void block or nil")
            }
            setCompletionBlock(anObject as? () -> Void)
        default:
            currentLevelOpeningImplicit().values[key] = .some(anObject)
        }
    }

    private static func reportWrongType(_ key: String, _ value: Any?, _ expected: String) {
        EngineDiagnostics.report(
            "CATransaction.setValue(_:forKey: \"\(key)\"): \(value.map { "\(type(of: $0))" } ?? "nil") is not "
                + "\(expected); the value was ignored.")
    }
}
