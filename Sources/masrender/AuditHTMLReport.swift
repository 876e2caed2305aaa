import Audit
import FoundationEssentials
import Goldens
import PNGCodec
import Render

/// `audit --report DIR`: DIR/index.html for a reviewer. Per input its contact sheet and a
/// summary; then a section per finding: what broke and where, the first combination that has
/// it drawn with the views outlined, beside the reference with the same views outlined, and
/// every combination with what was needed against what was given. Plain files with relative
/// links, so it opens offline or as a CI artifact.
struct AuditHTMLReport {
    let reports: [AuditReport]
    let renderer: Renderer
    var limits = PictureLimits()
    /// Pictures at half a point a pixel: a phone's screen fits beside another.
    static let pictureScale = 0.5

    func write(into folder: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw UserError("--report \(folder): cannot make the folder")
        }
        var body = ""
        for (r, report) in reports.enumerated() {
            let stem = String(r + 1) + "-" + RenderCommand.fileSafe(report.subject)
            let sheet = "\(stem).sheet.png"
            try ContactSheet(report: report, renderer: renderer, limits: limits).write(to: folder + "/" + sheet)
            body += "<h2>\(escape(report.subject))</h2>\n"
            body += "<p>\(escape(report.text().split(separator: "\n").first.map(String.init) ?? ""))</p>\n"
            body += "<p><a href=\"\(sheet)\"><img class=\"sheet\" src=\"\(sheet)\" alt=\"contact sheet of \(escape(report.subject))\"></a></p>\n"
            for (n, group) in report.groups.enumerated() {
                let id = "\(stem)-\(n + 1)"
                let first = group.first
                let i = report.combinations.firstIndex(of: first.combination)!
                let marked = Set(group.marked)
                let picture = "\(id).png", reference = "\(id).reference.png"
                try AtomicFile.write(try PNGCodec.encode(AuditPicture.image(report.results[i], scale: Self.pictureScale, marked: marked, renderer: renderer)),
                                     to: folder + "/" + picture)
                var figures = "<figure><img src=\"\(picture)\" alt=\"\(escape(first.combination.words))\"><figcaption>\(escape(first.combination.words))</figcaption></figure>"
                if i != 0 {
                    try AtomicFile.write(try PNGCodec.encode(AuditPicture.image(report.results[0], scale: Self.pictureScale, marked: marked, renderer: renderer)),
                                         to: folder + "/" + reference)
                    figures += "<figure><img src=\"\(reference)\" alt=\"the reference\"><figcaption>reference: \(escape(report.reference.words))</figcaption></figure>"
                }
                body += "<section id=\"\(id)\" class=\"\(group.level.name)\">\n"
                body += "<h3><span class=\"level\">\(group.level.name)</span> \(escape(group.kind.rawValue)): \(escape(group.words))</h3>\n"
                body += "<p>\(escape(group.inReference ? "In the reference combination." : "In " + report.describe(group.combinations) + "."))</p>\n"
                body += "<div class=\"figures\">\(figures)</div>\n"
                body += "<details><summary>every combination (\(group.occurrences.count))</summary><table><tr><th>combination</th><th>needed</th><th>given</th></tr>\n"
                for o in group.occurrences {
                    body += "<tr><td>\(escape(o.combination.words))</td><td>\(escape(o.finding.needed))</td><td>\(escape(o.finding.given))</td></tr>\n"
                }
                body += "</table></details>\n</section>\n"
            }
        }
        let html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>masrender audit</title>
        <style>
        body { font: 14px/1.4 -apple-system, "Helvetica Neue", sans-serif; margin: 24px; color: #222; }
        img.sheet { max-width: 100%; border: 1px solid #ccc; }
        section { border-top: 1px solid #ddd; padding: 8px 0 16px; }
        .level { display: inline-block; padding: 0 6px; border-radius: 4px; color: white; background: #888; font-size: 12px; }
        .error .level { background: #c62828; } .warning .level { background: #e07b00; }
        .figures { display: flex; gap: 24px; align-items: flex-start; flex-wrap: wrap; }
        figure { margin: 0; } figure img { border: 1px solid #ccc; max-width: 100%; }
        figcaption { font-size: 12px; color: #555; }
        table { border-collapse: collapse; font-size: 12px; } td, th { padding: 2px 8px; text-align: left; border-bottom: 1px solid #eee; }
        </style>
        </head>
        <body>
        <h1>masrender audit</h1>

        """ + body + "</body>\n</html>\n"
        try AtomicFile.write(html, to: folder + "/index.html")
    }

    func escape(_ s: String) -> String { CheckReport.escape(s) }
}
