// The source reader's benchmark (issue 29): each file given is read in-process — parsed,
// its set-up run by the interpreter, its view tree made — the number of runs asked, and the
// median and fastest read printed in milliseconds, with the file's lines and views.
//   masrender-reader-bench FILE.swift FILE.m …          21 runs each
//   masrender-reader-bench --runs 5 FILE.swift          5 runs each
import Dispatch
import Foundation
import Layout
import Scene
import SourceProgram

var arguments = Array(CommandLine.arguments.dropFirst())
var runs = 21
if arguments.count >= 2, arguments[0] == "--runs", let n = Int(arguments[1]), n > 0 {
    runs = n
    arguments.removeFirst(2)
}
guard !arguments.isEmpty else {
    print("usage: masrender-reader-bench [--runs N] FILE.swift|FILE.m …")
    exit(2)
}

func milliseconds(_ start: UInt64, _ end: UInt64) -> Double { Double(end - start) / 1_000_000 }

for path in arguments {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        print("\(path): cannot read")
        exit(2)
    }
    var options = SourceOptions()
    options.maxViews = 100_000
    var times: [Double] = []
    var views = 0
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        do {
            let layout = try ProgramReader.read(text, file: path, options: options)
            views = count(layout.root) - 1
        } catch {
            print("\(path): \(error.description)")
            exit(2)
        }
        times.append(milliseconds(start, DispatchTime.now().uptimeNanoseconds))
    }
    times.sort()
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
    let name = path.split(separator: "/").last.map(String.init) ?? path
    print("\(name): \(lines) lines, \(views) views: read median \(format3(times[times.count / 2])) ms, fastest \(format3(times[0])) ms (\(runs) runs)")
}

func format3(_ d: Double) -> String {
    let scaled = (d * 1000).rounded() / 1000
    return String(scaled)
}

func count(_ v: View) -> Int { 1 + v.subviews.reduce(0) { $0 + count($1) } }
