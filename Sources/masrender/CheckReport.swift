import Foundation
import Goldens
import PNGCodec

/// A static HTML report of a `check` run: for each scene that did not pass, the expected,
/// actual and diff images with a toggle and a slider to compare them. Plain files with
/// relative links and inline script, so it opens from the file system or as a CI artifact.
enum CheckReport {
    static func write(_ outcomes: [CheckOutcome], to folder: String, goldens: String) throws {
        var sections = ""
        for (n, outcome) in outcomes.enumerated() where outcome.status != .passed {
            let stem = String(format: "%03d-", n) + outcome.item.name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }
            var images: [(String, String)] = []
            for (label, image) in [("expected", outcome.expected), ("actual", outcome.actual), ("diff", outcome.diff)] {
                guard let image else { continue }
                let file = "\(stem).\(label).png"
                try AtomicFile.write(try PNGCodec.encode(image), to: folder + "/" + file)
                images.append((label, file))
            }
            sections += section(outcome, images: images, id: stem)
        }
        let summary = CheckSummary(outcomes)
        let html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>masrender check: \(escape(summary.text))</title>
        <style>
        body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #222; }
        h1 { font-size: 20px; }
        .scene { border: 1px solid #ccc; border-radius: 6px; padding: 12px 16px; margin: 16px 0; }
        .scene h2 { font-size: 16px; margin: 0 0 4px; }
        .status { font-weight: bold; color: #D55E00; }
        .status.recorded { color: #0072B2; }
        .views button { margin-right: 4px; }
        .views button.on { font-weight: bold; }
        .stage { position: relative; display: inline-block; margin-top: 8px; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .stage img { display: block; max-width: 100%; image-rendering: pixelated; }
        .stage img[hidden] { display: none; }
        .stage .top { position: absolute; left: 0; top: 0; }
        pre { background: #f6f6f6; padding: 8px; white-space: pre-wrap; }
        </style>
        </head>
        <body>
        <h1>masrender check</h1>
        <p id="summary">\(escape(summary.text)) — goldens in <code>\(escape(goldens))</code></p>
        \(sections.isEmpty ? "<p>Every scene matches its golden.</p>" : sections)
        <script>
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

    private static func section(_ outcome: CheckOutcome, images: [(String, String)], id: String) -> String {
        var html = "<section class=\"scene\" id=\"\(escape(id))\">\n"
        html += "<h2>\(escape(outcome.item.name)) <span class=\"status \(outcome.status)\">\(escape(outcome.status.rawValue))</span></h2>\n"
        html += "<div><code>\(escape(outcome.item.scenePath))</code></div>\n"
        if !images.isEmpty {
            html += "<div class=\"views\">" + images.enumerated().map { i, image in
                "<button type=\"button\" data-view=\"\(image.0)\"\(i == images.count - 1 ? " class=\"on\"" : "")>\(image.0)</button>"
            }.joined() + "</div>\n<div class=\"stage single\">"
            html += images.enumerated().map { i, image in
                "<img data-view=\"\(image.0)\" src=\"\(escape(image.1))\" alt=\"\(image.0) image of \(escape(outcome.item.name))\"\(i == images.count - 1 ? "" : " hidden")>"
            }.joined() + "</div>\n"
            if let expected = images.first(where: { $0.0 == "expected" }), let actual = images.first(where: { $0.0 == "actual" }) {
                html += "<div>Slide from expected (right) to actual (left): <input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"compare\"></div>\n"
                html += "<div class=\"stage compare\"><img src=\"\(escape(expected.1))\" alt=\"expected\"><img class=\"top\" src=\"\(escape(actual.1))\" alt=\"actual\"></div>\n"
            }
        }
        html += "<pre>\(escape(outcome.line))</pre>\n"
        if let explanation = outcome.explanation {
            html += "<h3>masrender explain</h3>\n<pre class=\"explain\">\(escape(explanation))</pre>\n"
        }
        html += "</section>\n"
        return html
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}

/// JUnit XML, the format CI systems read test results from: one test case per scene state,
/// with its time; a failure's words in `message` (one line, escaped) and whole in the body,
/// with `masrender explain`'s account when the run kept it (--report).
enum JUnitReport {
    static func xml(_ outcomes: [CheckOutcome]) -> String {
        let summary = CheckSummary(outcomes)
        func seconds(_ s: Double) -> String { String(format: "%.3f", s) }
        /// An attribute value: escaped, line breaks as character references.
        func attribute(_ s: String) -> String {
            CheckReport.escape(s).replacingOccurrences(of: "\n", with: "&#10;").replacingOccurrences(of: "\r", with: "&#13;")
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
