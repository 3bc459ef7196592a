// The HUD (F1) and the inspector (F2) on the stage. While either is shown they have a column right of the scene
// (StageLayout.toolColumn; the scene's container is fitted to the narrower area, SceneFit, never rebuilt: a toggle
// adds or removes the overlay and leaves the scene's layers, animations and time alone), the HUD on top and the inspector's panel
// below it, so they cover none of the scene's layers or labels; a window too narrow for the column floats them over
// the scene (HUD top left, panel bottom left), above the scene's labels. The host feeds the HUD frame timings and
// the last commit (`updateHUD`). The inspector outlines the scene's model geometry over it and lists the action
// searches of the scene's layers (not the overlays' own) in its panel with a legend.
import QuartzCore
import Foundation
import HostInterface

extension PlaygroundStage {
    func toggleHUD() {
        hudVisible.toggle()
        withoutActions {
            if hudVisible {
                chrome.layer.insertSublayer(hud.layer, above: chrome.toolBackdrop)
            } else {
                hud.layer.removeFromSuperlayer()
            }
        }
        relayoutForTools()
        notify(hudVisible ? "HUD on: frame times and the 16.7 ms line (F1 hides)" : "HUD off")
    }

    func toggleInspector() {
        inspectorVisible.toggle()
        relayoutForTools()   // first: the inspector mirrors the container where it is fitted now
        withoutActions {
            if inspectorVisible {
                root.insertSublayer(inspector.layer, above: sceneLayer)
                chrome.layer.insertSublayer(inspectorPanel.layer, above: chrome.toolBackdrop)
                actionLog.clear()
                actionLog.install(watching: root)
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
    package func updateHUD(frameTimes: [FrameTiming], commitDuration: CFTimeInterval, commitSite: CommitSite?) {
        guard hudVisible else { return }
        hud.update(frameTimes: frameTimes, commitDuration: commitDuration, commitSite: commitSite)
    }

    func updateInspector() {
        inspector.update(mirroring: sceneLayer)
        inspectorPanel.show(actionLog.lines)
        placeTools()
    }

    /// The tool column on or off as the tools now shown ask (the scene's container is fitted to its new area).
    private func relayoutForTools() {
        let wanted = StageLayout(size: layout.size, tools: hudVisible || inspectorVisible)
        if wanted != layout { relayout(wanted, rebuildingScene: false) } else { withoutActions { placeTools() } }
    }

    /// Places the HUD and the inspector's panel: in the tool column (HUD on top, panel below it), or floating in the
    /// scene area's corners (HUD top left, panel bottom left) when the window has no room for the column.
    func placeTools() {
        let margin: CGFloat = 8
        if layout.hasToolColumn {
            let column = layout.toolColumn
            hud.layer.position = CGPoint(x: column.minX + margin, y: column.minY + margin)
            let top = hudVisible ? hud.layer.frame.maxY + margin : column.minY + margin
            inspectorPanel.place(topLeft: CGPoint(x: column.minX + margin, y: top),
                                 maxHeight: column.maxY - margin - top)
        } else {
            let area = layout.sceneArea
            hud.layer.position = CGPoint(x: area.minX + 10, y: area.minY + 10)
            let room = area.height - 2 * margin - (hudVisible ? HUDOverlay.size.height + 10 : 0)
            inspectorPanel.place(topLeft: CGPoint(x: area.minX + margin, y: area.maxY - margin), maxHeight: room)
            inspectorPanel.layer.position.y = area.maxY - margin - inspectorPanel.layer.bounds.height
        }
    }
}
