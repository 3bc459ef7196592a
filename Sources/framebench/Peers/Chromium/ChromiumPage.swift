// The benchmark scene (SceneParameters) written as a web page for Chromium: the same tiles (size, radius, border,
// colours) as absolutely positioned divs. Rotation and the 1 → 0.35 fade are Web Animations on transform and
// opacity, which Chromium runs on its compositor thread; each tile sits in a wrapper whose transform moves it with
// a 0.25 s CSS transition every 0.5 s (also a compositor animation). A requestAnimationFrame loop records each
// frame's timestamp and tile count and logs them in batches ("F ms:count ms:count …"), the page steps the count
// through a schedule, reports its WebGL renderer ("R …") and logs "DONE" at the end.

enum ChromiumPage {
    static func html(parameters p: SceneParameters, schedule: [RampStep]) -> String {
        let steps = RampStep.javaScriptPairs(schedule)
        let place = p.randomPlacement
        return """
        <!doctype html>
        <html><head><meta charset="utf-8"><style>
          html, body { margin: 0; overflow: hidden; background: #141419; }
          .wrap { position: absolute; left: 0; top: 0; transition: transform \(p.moveDuration)s ease-in-out; }
          .tile { box-sizing: border-box; width: \(p.tileSide)px; height: \(p.tileSide)px;
                  margin: -\(p.tileSide / 2)px 0 0 -\(p.tileSide / 2)px;
                  border-radius: \(p.cornerRadius)px; border: \(p.borderWidth)px solid rgba(255, 255, 255, 0.9); }
        </style></head><body><script>
        const schedule = [\(steps)];
        const tiles = [];
        const place = () => `translate(${\(place.x)}px, ${\(place.y)}px)`;
        function channel(i, phase) { return Math.round(255 * (0.5 + 0.5 * Math.cos(i % 12 / 12 * 6.283185 + phase))); }
        function addTile(i) {
          const wrap = document.createElement("div"), tile = document.createElement("div");
          wrap.className = "wrap"; tile.className = "tile";
          tile.style.background = `rgb(${channel(i, 0)}, ${channel(i, 2.1)}, ${channel(i, 4.2)})`;
          wrap.style.transform = place();
          wrap.appendChild(tile); document.body.appendChild(wrap);
          tile.animate([{ transform: "rotate(0deg)" }, { transform: "rotate(360deg)" }],
                       { duration: \(Int(p.rotationSeconds * 1000)) + i % 10 * 100, iterations: Infinity });
          tile.animate([{ opacity: 1 }, { opacity: 0.35 }],
                       { duration: \(Int(p.fadeSeconds * 1000)), iterations: Infinity, direction: "alternate" });
          tiles.push(wrap);
        }
        function setCount(n) {
          while (tiles.length < n) addTile(tiles.length);
          while (tiles.length > n) tiles.pop().remove();
        }
        try {
          const gl = document.createElement("canvas").getContext("webgl");
          const info = gl && gl.getExtension("WEBGL_debug_renderer_info");
          console.log("R " + (info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : "no WebGL (software compositing)"));
        } catch (e) { console.log("R unknown"); }
        setInterval(() => { for (const wrap of tiles) wrap.style.transform = place(); }, \(Int(p.moveInterval * 1000)));
        const t0 = performance.now();
        let batch = [], step = 0, stepEnd = 0;
        function frame(now) {
          if (step >= schedule.length) return;
          if (now - t0 >= stepEnd) {
            if (stepEnd > 0) step += 1;
            if (step >= schedule.length) { console.log("F " + batch.join(" ")); console.log("DONE"); return; }
            setCount(schedule[step][0]);
            stepEnd += schedule[step][1];
          }
          batch.push((now - t0).toFixed(2) + ":" + tiles.length);
          if (batch.length >= 30) { console.log("F " + batch.join(" ")); batch = []; }
          requestAnimationFrame(frame);
        }
        requestAnimationFrame(frame);
        </script></body></html>
        """
    }
}
