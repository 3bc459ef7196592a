// The HUD (F1) and the inspector (F2) on the stage. The HUD sits in the scene area's top-left corner; the host
// feeds it frame timings and the last commit (`updateHUD`). The inspector outlines the scene's model geometry over
// it and lists the action searches of the scene's layers (not the overlays' own) in its panel with a legend.
import CoreAnimation
import Foundation
import HostInterface

extension PlaygroundStage {
    func toggleHUD() {
        hudVisible.toggle()
        withoutActions {
            if hudVisible {
                hud.layer.position = CGPoint(x: layout.sceneArea.minX + 10, y: layout.sceneArea.minY + 10)
                root.insertSublayer(hud.layer, below: chrome.layer)
            } else {
                hud.layer.removeFromSuperlayer()
            }
        }
        notify(hudVisible ? "HUD on: frame times against the 16.7 ms line (F1 hides it)" : "HUD off")
    }

    func toggleInspector() {
        inspectorVisible.toggle()
        withoutActions {
            if inspectorVisible {
                root.insertSublayer(inspector.layer, above: sceneLayer)
                root.insertSublayer(inspectorPanel.layer, below: chrome.layer)
                actionLog.clear()
                actionLog.install()
                updateInspector()
            } else {
                inspector.layer.removeFromSuperlayer()
                inspectorPanel.layer.removeFromSuperlayer()
                actionLog.uninstall()
            }
        }
        notify(inspectorVisible ? "Inspector on: outlines are model geometry, the log names each action search"
                                : "Inspector off")
    }

    /// Refreshes the HUD from the host's figures (call once per frame while `hudVisible`).
    public func updateHUD(frameTimes: [FrameTiming], commitDuration: CFTimeInterval, commitSite: CommitSite?) {
        guard hudVisible else { return }
        hud.update(frameTimes: frameTimes, commitDuration: commitDuration, commitSite: commitSite)
    }

    func updateInspector() {
        inspector.update(mirroring: sceneLayer)
        inspectorPanel.place(in: layout.sceneArea)
        inspectorPanel.show(actionLog.lines)
    }
}
