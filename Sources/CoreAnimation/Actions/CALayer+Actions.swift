// The action search of spec §1.1 and DECISIONS 2: delegate → `actions` → `style` (recursive through
// style["style"]) → `defaultAction(forKey:)` → the built-in implicit action. A non-nil answer ends the
// search; NSNull ends it with no action, so `action(forKey:)` never returns NSNull.
import Foundation

extension CALayer {
    /// The full search; `action(forKey:)` calls this unless a subclass overrides it.
    func searchAction(forKey event: String) -> (any CAAction)? {
        if let delegate, let found = delegate.action(for: self, forKey: event) {
            return found is NSNull ? nil : found
        }
        if let actions, let found = actions[event] {
            return found is NSNull ? nil : found
        }
        if style != nil, let found = styleAction(forKey: event) {
            return found is NSNull ? nil : found
        }
        if let found = type(of: self).defaultAction(forKey: event) {
            return found is NSNull ? nil : found
        }
        return builtInAction(forKey: event)
    }
}
