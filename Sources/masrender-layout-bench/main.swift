// The Layout benchmark of the Layout issue: a screen-like tree of 1000 views — 200 cells of
// five views (the cell, an icon, a title and a subtitle with intrinsic sizes, a badge) —
// built with the Swift chain DSL and laid out: every constraint solved, every view's frame
// read, every view checked for ambiguity. Prints the median of the runs in milliseconds.
//   masrender-layout-bench            200 cells, 21 runs
//   masrender-layout-bench 500 11     500 cells, 11 runs
import Dispatch
#if canImport(Glibc)
import Glibc
#endif
import Layout

let cells = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 200 : 200
let runs = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 21 : 21

func buildScreen(cells: Int) throws -> View {
    let root = View(id: "root", frame: Rect(x: 0, y: 0, width: 390, height: Double(cells) * 64 + 16))
    var above: View?
    for i in 0..<cells {
        let cell = View(id: "cell\(i)")
        root.addSubview(cell)
        let icon = View(id: "icon\(i)"), title = View(id: "title\(i)"), subtitle = View(id: "subtitle\(i)"), badge = View(id: "badge\(i)")
        for v in [icon, title, subtitle, badge] { cell.addSubview(v) }
        title.intrinsicContentSize = IntrinsicSize(width: 120 + Double(i % 7) * 10, height: 20)
        subtitle.intrinsicContentSize = IntrinsicSize(width: 200 + Double(i % 5) * 15, height: 16)
        subtitle.compressionResistance.horizontal = 700
        let previous = above
        try cell.mas.makeConstraints { make in
            if let previous { make.top.equalTo(previous.mas_bottom).offset(8) } else { make.top.equalTo(root).offset(8) }
            make.left.right.equalTo(root).insets(EdgeInsets(top: 0, left: 12, bottom: 0, right: 12))
        }
        try icon.mas.makeConstraints { make in
            make.left.top.equalTo(cell).offset(8)
            make.size.equalTo(36)
            make.bottom.lessThanOrEqualTo(cell).offset(-8)
        }
        try title.mas.makeConstraints { make in
            make.left.equalTo(icon.mas_right).offset(8)
            make.top.equalTo(icon)
            make.right.lessThanOrEqualTo(badge.mas_left).offset(-8)
        }
        try subtitle.mas.makeConstraints { make in
            make.left.equalTo(title)
            make.top.equalTo(title.mas_bottom).offset(2)
            make.right.lessThanOrEqualTo(cell).offset(-8)
            make.bottom.equalTo(cell).offset(-8)
        }
        try badge.mas.makeConstraints { make in
            make.right.equalTo(cell).offset(-8)
            make.centerY.equalTo(title)
            make.size.equalTo(Size(width: 24, height: 24))
        }
        above = cell
    }
    return root
}

var times: [Double] = []
var checksum = 0.0
for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    let root = try buildScreen(cells: cells)
    let result = try root.layout()
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    times.append(elapsed)
    checksum = result.views.reduce(0) { $0 + $1.frame.maxX + $1.frame.maxY }
    let unsound = result.views.filter { !$0.ambiguous.isEmpty }.prefix(3).map { "\($0.id) \($0.ambiguous) \($0.frame)" }
    if !result.conflicts.isEmpty || !unsound.isEmpty {
        print("the benchmark layout must be sound: \(result.conflicts.count) conflicts; ambiguous: \(unsound)")
        exit(1)
    }
}
times.sort()
let views = cells * 5
func ms(_ t: Double) -> String { String((t * 10).rounded() / 10) }
print("layout \(views) views (\(cells) cells of 5): median \(ms(times[times.count / 2])) ms, min \(ms(times[0])) ms over \(runs) runs; checksum \(checksum)")
