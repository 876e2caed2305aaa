import FoundationEssentials
import Goldens
import PNGCodec

/// A static HTML report of a `check` run, for a reviewer: a summary table first (counts,
/// filters, one row per scene that did not pass with its words), then for each such scene
/// what changed in words, the expected, actual and diff images side by side with captions,
/// scaled to fit the window (click one for full size), the changed views outlined and named
/// on the diff, a slider and a toggle to compare, and `explain`'s account. Plain files with
/// relative links and inline style and script, so it opens offline from the file system or
/// as a CI artifact.
enum CheckReport {
    static func write(_ outcomes: [CheckOutcome], to folder: String, goldens: String) throws {
        var sections = ""
        var rows = ""
        for (n, outcome) in outcomes.enumerated() where outcome.status != .passed {
            let stem = String(n).leftPadded(to: 3, with: "0") + "-" + outcome.item.name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }
            var images: [(label: String, file: String, width: Int, height: Int)] = []
            for (label, image) in [("expected", outcome.expected), ("actual", outcome.actual), ("diff", outcome.diff)] {
                guard let image else { continue }
                let file = "\(stem).\(label).png"
                try AtomicFile.write(try PNGCodec.encode(image), to: folder + "/" + file)
                images.append((label, file, image.width, image.height))
            }
            sections += section(outcome, images: images, id: stem)
            rows += "<tr class=\"\(outcome.status)\"><td><a href=\"#\(escape(stem))\">\(escape(outcome.item.name))</a></td>"
                + "<td class=\"status \(outcome.status)\">\(escape(outcome.status.rawValue))</td><td>\(escape(outcome.detail))</td></tr>\n"
        }
        let summary = CheckSummary(outcomes)
        let failed = summary.failures - summary.recorded
        let counts: [(String, String, Int)] = [("passed", "ok", summary.passed), ("failed", "failed", failed),
                                               ("recorded", "recorded", summary.recorded), ("error", "errors", summary.errors)]
        let filters = "<button type=\"button\" data-filter=\"all\" class=\"on\">all (\(summary.total - summary.passed))</button>"
            + counts.dropFirst().filter { $0.2 > 0 }.map { "<button type=\"button\" data-filter=\"\($0.0)\">\($0.1) (\($0.2))</button>" }.joined()
        let html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>masrender check: \(escape(summary.text))</title>
        <style>
        body { font: 14px/1.4 system-ui, sans-serif; margin: 16px 24px; color: #222; }
        h1 { font-size: 18px; margin: 0 0 8px; }
        table.counts { border-collapse: collapse; margin-bottom: 8px; }
        table.counts td, table.counts th { border: 1px solid #ccc; padding: 2px 10px; text-align: center; }
        table.scenes { border-collapse: collapse; width: 100%; margin: 8px 0 16px; }
        table.scenes td { border-top: 1px solid #e4e4e4; padding: 3px 8px; vertical-align: top; }
        table.scenes td:last-child { width: 100%; }
        .filters button { margin-right: 4px; }
        .filters button.on, .views button.on { font-weight: bold; }
        .status { font-weight: bold; color: #D55E00; white-space: nowrap; }
        .status.recorded { color: #0072B2; }
        .status.error { color: #a00; }
        .scene { border: 1px solid #ccc; border-radius: 6px; padding: 10px 14px; margin: 12px 0; }
        .scene h2 { font-size: 16px; margin: 0 0 4px; }
        .words { margin: 4px 0; }
        ul.changes { margin: 2px 0 8px; padding-left: 20px; font-family: ui-monospace, monospace; font-size: 13px; }
        .panels { display: flex; gap: 12px; align-items: flex-start; }
        .panels figure { flex: 1 1 0; min-width: 0; margin: 0; }
        figcaption { font-size: 12px; color: #555; margin-bottom: 2px; }
        .frame { position: relative; display: inline-block; max-width: 100%; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .frame img { display: block; max-width: 100%; max-height: 60vh; image-rendering: pixelated; }
        .outline { position: absolute; border: 2px solid #009E73; box-sizing: border-box; pointer-events: none; }
        .outline span { position: absolute; left: 0; top: -16px; font-size: 11px; background: #009E73; color: #fff; padding: 0 3px; white-space: nowrap; }
        .compare-row { display: flex; gap: 12px; align-items: flex-start; margin-top: 8px; }
        .stage { position: relative; display: inline-block; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .stage img { display: block; max-width: 100%; max-height: 60vh; image-rendering: pixelated; }
        .stage img[hidden] { display: none; }
        .stage .top { position: absolute; left: 0; top: 0; }
        pre { background: #f6f6f6; padding: 8px; white-space: pre-wrap; }
        [hidden] { display: none !important; }
        </style>
        </head>
        <body>
        <h1>masrender check</h1>
        <table class="counts" id="summary"><tr>\(counts.map { "<th>\($0.1)</th>" }.joined())</tr><tr>\(counts.map { "<td>\($0.2)</td>" }.joined())</tr></table>
        <p>\(escape(summary.text)) — goldens in <code>\(escape(goldens))</code></p>
        \(rows.isEmpty ? "<p>Every scene matches its golden.</p>" : "<div class=\"filters\">Show: \(filters)</div>\n<table class=\"scenes\">\n\(rows)</table>\n\(sections)")
        <script>
        for (const b of document.querySelectorAll('.filters button')) {
          b.addEventListener('click', () => {
            const want = b.dataset.filter;
            for (const el of document.querySelectorAll('.scene, table.scenes tr'))
              el.hidden = want !== 'all' && !el.classList.contains(want);
            for (const o of document.querySelectorAll('.filters button')) o.classList.toggle('on', o === b);
          });
        }
        for (const scene of document.querySelectorAll('.scene')) {
          const imgs = scene.querySelectorAll('.single img');
          for (const b of scene.querySelectorAll('.views button')) {
            b.addEventListener('click', () => {
              for (const i of imgs) i.hidden = i.dataset.view !== b.dataset.view;
              for (const o of scene.querySelectorAll('.views button')) o.classList.toggle('on', o === b);
            });
          }
          const slider = scene.querySelector('input[type=range]');
          if (slider) {
            const top = scene.querySelector('.compare .top');
            const update = () => { top.style.clipPath = `inset(0 ${100 - slider.value}% 0 0)`; };
            slider.addEventListener('input', update);
            update();
          }
        }
        </script>
        </body>
        </html>

        """
        try AtomicFile.write(html, to: folder + "/index.html")
    }

    private static func section(_ outcome: CheckOutcome, images: [(label: String, file: String, width: Int, height: Int)], id: String) -> String {
        var html = "<section class=\"scene \(outcome.status)\" id=\"\(escape(id))\">\n"
        html += "<h2>\(escape(outcome.item.name)) <span class=\"status \(outcome.status)\">\(escape(outcome.status.rawValue))</span></h2>\n"
        // The words first: what changed, then the pixel figures.
        html += "<p class=\"words\">\(escape(outcome.detail))</p>\n"
        if !outcome.changeLines.isEmpty {
            html += "<ul class=\"changes\">" + outcome.changeLines.map { "<li>\(escape($0))</li>" }.joined() + "</ul>\n"
        }
        if !images.isEmpty {
            html += "<div class=\"panels\">"
            for image in images {
                let caption = image.label == "diff" && !outcome.outlines.isEmpty ? "diff — changed views outlined" : image.label
                html += "<figure class=\"\(image.label)\"><figcaption>\(caption)</figcaption><div class=\"frame\">"
                html += "<a href=\"\(escape(image.file))\" target=\"_blank\" title=\"full size\"><img src=\"\(escape(image.file))\" alt=\"\(image.label) image of \(escape(outcome.item.name))\"></a>"
                if image.label == "diff", image.width > 0, image.height > 0 {
                    for o in outcome.outlines {
                        func pct(_ v: Double, _ total: Int) -> String { fixedPoint(v / Double(total) * 100, decimals: 3) + "%" }
                        html += "<div class=\"outline\" style=\"left: \(pct(o.box.minX, image.width)); top: \(pct(o.box.minY, image.height)); "
                            + "width: \(pct(o.box.width, image.width)); height: \(pct(o.box.height, image.height))\"><span>\(escape(o.name))</span></div>"
                    }
                }
                html += "</div></figure>"
            }
            html += "</div>\n"
            html += "<div class=\"compare-row\">"
            if images.count > 1 {
                html += "<div><div class=\"views\">Toggle: " + images.enumerated().map { i, image in
                    "<button type=\"button\" data-view=\"\(image.label)\"\(i == images.count - 1 ? " class=\"on\"" : "")>\(image.label)</button>"
                }.joined() + "</div>\n<div class=\"stage single\">"
                html += images.enumerated().map { i, image in
                    "<img data-view=\"\(image.label)\" src=\"\(escape(image.file))\" alt=\"\(image.label) image of \(escape(outcome.item.name))\"\(i == images.count - 1 ? "" : " hidden")>"
                }.joined() + "</div></div>\n"
            }
            if let expected = images.first(where: { $0.label == "expected" }), let actual = images.first(where: { $0.label == "actual" }) {
                html += "<div><div>Slide from expected (right) to actual (left): <input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"compare\"></div>\n"
                html += "<div class=\"stage compare\"><img src=\"\(escape(expected.file))\" alt=\"expected\"><img class=\"top\" src=\"\(escape(actual.file))\" alt=\"actual\"></div></div>\n"
            }
            html += "</div>\n"
        }
        html += "<div><code>\(escape(outcome.item.scenePath))</code></div>\n"
        if let explanation = outcome.explanation {
            html += "<details><summary>masrender explain</summary>\n<pre class=\"explain\">\(escape(explanation))</pre></details>\n"
        }
        html += "</section>\n"
        return html
    }

    static func escape(_ s: String) -> String {
        s.replacing("&", with: "&amp;").replacing("<", with: "&lt;")
            .replacing(">", with: "&gt;").replacing("\"", with: "&quot;")
    }
}

/// JUnit XML, the format CI systems read test results from: one test case per scene state,
/// with its time; a failure's words in `message` (one line, escaped) and whole in the body,
/// with `masrender explain`'s account when the run kept it (--report).
enum JUnitReport {
    static func xml(_ outcomes: [CheckOutcome]) -> String {
        let summary = CheckSummary(outcomes)
        func seconds(_ s: Double) -> String { fixedPoint(s, decimals: 3) }
        /// An attribute value: escaped, line breaks as character references.
        func attribute(_ s: String) -> String {
            CheckReport.escape(s).replacing("\n", with: "&#10;").replacing("\r", with: "&#13;")
        }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let total = outcomes.reduce(0) { $0 + $1.seconds }
        xml += "<testsuites>\n<testsuite name=\"masrender check\" tests=\"\(summary.total)\" failures=\"\(summary.failures)\" errors=\"\(summary.errors)\" time=\"\(seconds(total))\">\n"
        for o in outcomes {
            let name = CheckReport.escape(o.item.name), file = CheckReport.escape(o.item.scenePath)
            xml += "  <testcase classname=\"masrender.check\" name=\"\(name)\" file=\"\(file)\" time=\"\(seconds(o.seconds))\""
            let body = CheckReport.escape(o.detail + (o.explanation.map { "\n\n" + $0 } ?? ""))
            switch o.status {
            case .passed: xml += "/>\n"
            case .error: xml += ">\n    <error message=\"\(attribute(o.detail))\">\(body)</error>\n  </testcase>\n"
            case .failed, .missing, .recorded:
                xml += ">\n    <failure message=\"\(attribute(o.status.rawValue + ": " + o.detail))\">\(body)</failure>\n  </testcase>\n"
            }
        }
        xml += "</testsuite>\n</testsuites>\n"
        return xml
    }
}
