// The solver benchmark of shared/bench/WORKLOADS.md: CHAIN, FLAT, GRID and NESTED, with
// the add, solve, resize and squeeze phases, peak memory and the reference checksums.
//   masrender-bench                 every workload and size, each in its own process
//   masrender-bench flat 10000      one workload and size
//   masrender-bench --json          the same as a JSON array
import Cassowary
#if canImport(Glibc)
import Glibc
#endif

let gap = 8.0
let strong = Priority(750)
let weak = Priority(250)
let editPriority = Priority(999)
let edits = 1000

struct Workload {
    let name: String
    let size: Int
    /// Builds the system: returns the root size variables, nominal W (and H), the constraints
    /// in definition order, and the variables whose sum is the checksum. Every variable is
    /// made through `Variables`, which keeps them for the update of all values.
    let build: (Variables) -> (w: Variable, h: Variable?, w0: Double, h0: Double, constraints: [Constraint], checksum: [Variable])
}

/// The workload's variables as they are made: "update the variable values" (WORKLOADS.md's
/// step 3, Cassowary's `updateVariables`) reads all of them.
final class Variables {
    let solver: Solver
    private(set) var all: [Variable] = []
    init(_ solver: Solver) { self.solver = solver }
    func makeVariable(_ name: String = "") -> Variable {
        let v = solver.makeVariable(name)
        all.append(v)
        return v
    }
}

func chain(_ n: Int) -> Workload {
    Workload(name: "chain", size: n) { s in
        let W = s.makeVariable("W")
        var cs: [Constraint] = []
        var xs: [Variable] = [], ws: [Variable] = []
        for i in 0..<n {
            let x = s.makeVariable(), w = s.makeVariable()
            cs.append(i == 0 ? x == gap : x == xs[i - 1] + ws[i - 1] + gap)
            cs.append(w >= 20.0)
            cs.append((w == 40.0).priority(strong))
            xs.append(x); ws.append(w)
        }
        cs.append(xs[n - 1] + ws[n - 1] + gap <= W)
        return (W, nil, 48.0 * Double(n) + 8, 0, cs, ws)
    }
}

func flat(_ n: Int) -> Workload {
    Workload(name: "flat", size: n) { s in
        let W = s.makeVariable("W")
        var cs: [Constraint] = []
        var ws: [Variable] = []
        for i in 0..<n {
            let x = s.makeVariable(), w = s.makeVariable(), y = s.makeVariable(), h = s.makeVariable()
            cs += [x == gap, x + w + gap == W, w >= 20.0, y == 8.0 + 48.0 * Double(i), (h == 40.0).priority(strong)]
            ws.append(w)
        }
        return (W, nil, 400, 0, cs, ws)
    }
}

func grid(_ n: Int) -> Workload {
    Workload(name: "grid", size: n) { s in
        let W = s.makeVariable("W"), H = s.makeVariable("H")
        var x = [[Variable]](), y = [[Variable]](), w = [[Variable]](), h = [[Variable]]()
        for _ in 0..<n {
            var xr: [Variable] = [], yr: [Variable] = [], wr: [Variable] = [], hr: [Variable] = []
            for _ in 0..<n { xr.append(s.makeVariable()); yr.append(s.makeVariable()); wr.append(s.makeVariable()); hr.append(s.makeVariable()) }
            x.append(xr); y.append(yr); w.append(wr); h.append(hr)
        }
        var cs: [Constraint] = []
        for r in 0..<n {
            for c in 0..<n {
                if c == 0 { cs.append(x[r][0] == gap) } else {
                    cs.append(x[r][c] == x[r][c - 1] + w[r][c - 1] + gap)
                    cs.append(w[r][c] == w[r][0])
                }
                if r == 0 { cs.append(y[0][c] == gap) } else {
                    cs.append(y[r][c] == y[r - 1][c] + h[r - 1][c] + gap)
                    cs.append(h[r][c] == h[0][c])
                }
                cs.append(w[r][c] >= 20.0)
                cs.append(h[r][c] >= 20.0)
            }
        }
        for r in 0..<n { cs.append(x[r][n - 1] + w[r][n - 1] + gap == W) }
        for c in 0..<n { cs.append(y[n - 1][c] + h[n - 1][c] + gap == H) }
        let nominal = 48.0 * Double(n) + 8
        return (W, H, nominal, nominal, cs, w.flatMap { $0 })
    }
}

func nested(_ depth: Int) -> Workload {
    Workload(name: "nested", size: depth) { s in
        var w0 = 40.0, h0 = 40.0
        for d in stride(from: depth - 1, through: 0, by: -1) {
            if d % 2 == 0 { w0 = 2 * w0 + 24; h0 = h0 + 16 } else { w0 = w0 + 16; h0 = 2 * h0 + 24 }
        }
        let W = s.makeVariable("W"), H = s.makeVariable("H")
        var cs: [Constraint] = []
        var leaves: [Variable] = []
        let root = (x: s.makeVariable(), y: s.makeVariable(), w: s.makeVariable(), h: s.makeVariable())
        cs += [root.x == 0.0, root.y == 0.0, root.w == W, root.h == H]
        func visit(_ p: (x: Variable, y: Variable, w: Variable, h: Variable), _ d: Int) {
            if d == depth {
                cs += [p.w >= 0.0, p.h >= 0.0, (p.w == 40.0).priority(weak), (p.h == 40.0).priority(weak)]
                leaves.append(p.w)
                return
            }
            let a = (x: s.makeVariable(), y: s.makeVariable(), w: s.makeVariable(), h: s.makeVariable())
            let b = (x: s.makeVariable(), y: s.makeVariable(), w: s.makeVariable(), h: s.makeVariable())
            if d % 2 == 0 {
                cs += [a.x == p.x + gap, a.y == p.y + gap, a.h == p.h - 16.0,
                       b.x == a.x + a.w + gap, b.y == p.y + gap, b.h == p.h - 16.0,
                       b.x + b.w + gap == p.x + p.w, a.w == b.w]
            } else {
                cs += [a.y == p.y + gap, a.x == p.x + gap, a.w == p.w - 16.0,
                       b.y == a.y + a.h + gap, b.x == p.x + gap, b.w == p.w - 16.0,
                       b.y + b.h + gap == p.y + p.h, a.h == b.h]
            }
            visit(a, d + 1)
            visit(b, d + 1)
        }
        visit(root, 0)
        return (W, H, w0, h0, cs, leaves)
    }
}

struct Figures {
    var workload = "", size = 0
    var add = 0.0, solve = 0.0
    var resizeMedian = 0.0, resizeP99 = 0.0, squeezeMedian = 0.0, squeezeP99 = 0.0
    var resizeTotal = 0.0, squeezeTotal = 0.0
    /// Each edit with every variable's value updated after it (what kiwi's figures time).
    var resizeUpdateMedian = 0.0, resizeUpdateP99 = 0.0, squeezeUpdateMedian = 0.0, squeezeUpdateP99 = 0.0
    /// The slowest single edit of each phase (issue 18: none above 20× its phase's median).
    var resizeMax = 0.0, squeezeMax = 0.0, resizeUpdateMax = 0.0, squeezeUpdateMax = 0.0
    /// With every value updated, each edit's fastest of three passes over the same sequence:
    /// its median and slowest, the edits' own cost without a neighbour's preemption or a page
    /// fault that lands on one edit of one pass (a microsecond edit can take a millisecond so).
    var resizeSteadyMedian = 0.0, resizeSteadyMax = 0.0, squeezeSteadyMedian = 0.0, squeezeSteadyMax = 0.0
    var peakMB = 0.0
    var initial = 0.0, resized = 0.0, squeezed = 0.0, lastResizeW = 0.0, lastSqueezeW = 0.0
}

func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

func peakRSSMegabytes() -> Double {
    guard let f = fopen("/proc/self/status", "r") else { return 0 }
    defer { fclose(f) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, 256, f) != nil {
        let s = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if s.hasPrefix("VmHWM:") {
            let kb = Double(s.split(separator: " ").dropFirst().first.map { String($0) } ?? "0") ?? 0
            return kb / 1024
        }
    }
    return 0
}

func percentile(_ xs: [Double], _ p: Double) -> Double {
    let sorted = xs.sorted()
    return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
}

func run(_ workload: Workload) throws -> Figures {
    var f = Figures()
    f.workload = workload.name; f.size = workload.size
    let solver = Solver()
    let variables = Variables(solver)
    let t0 = now()
    let system = workload.build(variables)
    try solver.addEditVariable(system.w, priority: editPriority)
    try solver.suggestValue(system.w, system.w0)
    if let h = system.h {
        try solver.addEditVariable(h, priority: editPriority)
        try solver.suggestValue(h, system.h0)
    }
    try solver.add(system.constraints)
    let t1 = now()
    solver.solve()
    let checksum = { system.checksum.reduce(0.0) { $0 + solver.value(of: $1) } }
    let t2 = now()
    f.add = t1 - t0; f.solve = t2 - t1
    f.initial = checksum()
    // The phases run twice on the same solver: each edit up to one value read (the solver's
    // own work: values are resolved when read), then again with every variable's value updated
    // after each edit, as WORKLOADS.md's "update" and kiwi's `updateVariables` do — the figure
    // comparable with kiwi's. Apart, so that the first figures are as before (reading 10⁵
    // values between edits leaves the caches colder for the next edit).
    let position = Dictionary(uniqueKeysWithValues: variables.all.enumerated().map { ($1, $0) })
    func phase(_ factor: (Int) -> Double, updatingAllValuesToGive expected: Double? = nil) throws -> (times: [Double], total: Double, lastW: Double) {
        let updatingAll = expected != nil
        var times: [Double] = []
        var updated: [Double] = []
        var lastW = 0.0
        for k in 0..<edits {
            let t = now()
            lastW = system.w0 * factor(k)
            try solver.suggestValue(system.w, lastW)
            solver.solve()
            if updatingAll { updated = solver.values(of: variables.all) } else { _ = solver.value(of: system.checksum[0]) }
            times.append(now() - t)
        }
        if let expected {
            // The values updated at once give the checksum read one by one at the same W.
            let sum = system.checksum.reduce(0.0) { $0 + updated[position[$1]!] }
            if abs(sum - expected) > 1e-6 * max(1, abs(expected)) {
                printError("MISMATCH: \(workload.name)(\(workload.size)) all values updated at once give \(sum), read one by one \(expected)")
                exit(1)
            }
        }
        return (times, times.reduce(0, +), lastW)
    }
    let resizeFactor = { (k: Int) in 1 + Double(k % 41) / 80 }, squeezeFactor = { (k: Int) in 0.5 + Double(k % 41) / 40 }
    let resize = try phase(resizeFactor)
    f.resized = checksum(); f.lastResizeW = resize.lastW
    f.resizeMedian = percentile(resize.times, 0.5) * 1e6; f.resizeP99 = percentile(resize.times, 0.99) * 1e6; f.resizeTotal = resize.total
    f.resizeMax = resize.times.max()! * 1e6
    let squeeze = try phase(squeezeFactor)
    f.squeezed = checksum(); f.lastSqueezeW = squeeze.lastW
    f.squeezeMedian = percentile(squeeze.times, 0.5) * 1e6; f.squeezeP99 = percentile(squeeze.times, 0.99) * 1e6; f.squeezeTotal = squeeze.total
    f.squeezeMax = squeeze.times.max()! * 1e6
    // Each pass with every value updated starts back at W0, untimed, so that it is WORKLOADS.md's
    // sequence again (solve at W0, resize, squeeze): otherwise its first resize edit would be a
    // move from the squeeze's last width, an edit the sequence does not have.
    var resizeFastest: [Double] = [], squeezeFastest: [Double] = []
    for pass in 0..<3 {
        try solver.suggestValue(system.w, system.w0)
        solver.solve()
        let resizeUpdating = try phase(resizeFactor, updatingAllValuesToGive: f.resized)
        let squeezeUpdating = try phase(squeezeFactor, updatingAllValuesToGive: f.squeezed)
        if pass == 0 {
            f.resizeUpdateMedian = percentile(resizeUpdating.times, 0.5) * 1e6; f.resizeUpdateP99 = percentile(resizeUpdating.times, 0.99) * 1e6
            f.resizeUpdateMax = resizeUpdating.times.max()! * 1e6
            f.squeezeUpdateMedian = percentile(squeezeUpdating.times, 0.5) * 1e6; f.squeezeUpdateP99 = percentile(squeezeUpdating.times, 0.99) * 1e6
            f.squeezeUpdateMax = squeezeUpdating.times.max()! * 1e6
            resizeFastest = resizeUpdating.times; squeezeFastest = squeezeUpdating.times
        } else {
            resizeFastest = zip(resizeFastest, resizeUpdating.times).map { min($0, $1) }
            squeezeFastest = zip(squeezeFastest, squeezeUpdating.times).map { min($0, $1) }
        }
    }
    f.resizeSteadyMedian = percentile(resizeFastest, 0.5) * 1e6; f.resizeSteadyMax = resizeFastest.max()! * 1e6
    f.squeezeSteadyMedian = percentile(squeezeFastest, 0.5) * 1e6; f.squeezeSteadyMax = squeezeFastest.max()! * 1e6
    f.peakMB = peakRSSMegabytes()
    return f
}

/// Reference checksums of WORKLOADS.md: initial, after resize, after squeeze.
let references: [String: (Double, Double, Double)] = [
    "chain 100": (4000, 4000, 3399), "chain 1000": (40000, 40000, 20000),
    "flat 1000": (384000, 459000, 334000), "grid 10": (4000, 4915, 3390),
    "grid 30": (36000, 44145, 30570), "nested 8": (10240, 14680, 7280),
]

let all: [(String, [Int], (Int) -> Workload)] = [
    ("chain", [100, 300, 1000, 3000], chain), ("flat", [100, 1000, 10000], flat),
    ("grid", [10, 30, 100], grid), ("nested", [4, 8, 12], nested),
]

func format(_ x: Double) -> String {
    let r = (x * 1000).rounded() / 1000
    return r == r.rounded() ? String(Int(r)) : String(r)
}

func json(_ f: Figures) -> String {
    """
    {"workload": "\(f.workload)", "size": \(f.size), "add_s": \(f.add), "solve_s": \(f.solve), \
    "resize_median_us": \(format(f.resizeMedian)), "resize_p99_us": \(format(f.resizeP99)), \
    "squeeze_median_us": \(format(f.squeezeMedian)), "squeeze_p99_us": \(format(f.squeezeP99)), \
    "resize_update_median_us": \(format(f.resizeUpdateMedian)), "resize_update_p99_us": \(format(f.resizeUpdateP99)), \
    "squeeze_update_median_us": \(format(f.squeezeUpdateMedian)), "squeeze_update_p99_us": \(format(f.squeezeUpdateP99)), \
    "resize_max_us": \(format(f.resizeMax)), "squeeze_max_us": \(format(f.squeezeMax)), \
    "resize_update_max_us": \(format(f.resizeUpdateMax)), "squeeze_update_max_us": \(format(f.squeezeUpdateMax)), \
    "resize_steady_median_us": \(format(f.resizeSteadyMedian)), "resize_steady_max_us": \(format(f.resizeSteadyMax)), \
    "squeeze_steady_median_us": \(format(f.squeezeSteadyMedian)), "squeeze_steady_max_us": \(format(f.squeezeSteadyMax)), \
    "peak_rss_mb": \(format(f.peakMB)), "checksums": {"initial": \(format(f.initial)), "resize": \(format(f.resized)), "squeeze": \(format(f.squeezed))}}
    """
}

var arguments = Array(CommandLine.arguments.dropFirst())
let asJSON = arguments.contains("--json")
arguments.removeAll { $0 == "--json" }

/// The conflict row (issue 16): FLAT(n)'s required constraints, then `w0 == W`, which cannot
/// hold with `x0 == 8` and `x0 + w0 + 8 == W`, in a component of 3n + 1 connected through W.
/// Timed: the add of that constraint, its minimal conflicting set found.
func conflictRow(_ n: Int) throws -> String {
    let s = Solver()
    let W = s.makeVariable("W")
    var cs: [Constraint] = []
    var first: (x: Variable, w: Variable)?
    for i in 0..<n {
        let x = s.makeVariable(), w = s.makeVariable()
        cs += [x == gap, x + w + gap == W, w >= 20.0]
        if i == 0 { first = (x, w) }
    }
    _ = try s.add(cs)
    try s.addEditVariable(W, priority: Priority(999))
    try s.suggestValue(W, 400)
    s.solve()
    let start = now()
    let id = try s.add(first!.w == W)
    let seconds = now() - start
    guard case .broken(let set) = s.state(of: id) else { return "conflict(\(n)): MISSING — the constraint was not broken" }
    if asJSON { return "{\"workload\": \"conflict\", \"size\": \(n), \"add\": \(seconds), \"set\": \(set.count), \"connected\": \(3 * n + 1)}" }
    return "conflict(\(n)): add of the conflicting constraint \(format(seconds)) s (its minimal set of \(set.count) found among \(3 * n + 1) connected constraints), peak \(format(peakRSSMegabytes())) MB"
}

if arguments.count == 2, arguments[0] == "conflict", let size = Int(arguments[1]) {
    print(try conflictRow(size))
    exit(0)
}

if arguments.count == 2, let size = Int(arguments[1]), let entry = all.first(where: { $0.0 == arguments[0] }) {
    // One workload in this process (peak memory is per process).
    let f = try run(entry.2(size))
    // Checked against the definitions' formulas (CHAIN, FLAT, GRID) at the W each phase
    // ended with, and against WORKLOADS.md's table where the table agrees with its own
    // definition (its CHAIN(1000) squeeze row gives W = 24004, which E = 1000 edits never
    // reach: the last squeeze W is W0·0.875 = 42007).
    let same = { (a: Double, b: Double) in abs(a - b) <= 1e-6 * max(1, abs(b)) }
    let n = Double(f.size)
    func formula(_ w: Double) -> Double? {
        switch f.workload {
        case "chain": return min(40 * n, max(20 * n, w - 8 * n - 8))
        case "flat": return n * (w - 16)
        case "grid": return n * (w - 8 * (n + 1))
        default: return nil
        }
    }
    let w0 = f.workload == "flat" ? 400 : f.workload == "nested" ? 0 : 48 * n + 8
    var mismatch = false
    for (got, w) in [(f.initial, w0), (f.resized, f.lastResizeW), (f.squeezed, f.lastSqueezeW)] {
        if let expected = formula(w), !same(got, expected) { mismatch = true }
    }
    if let ref = references["\(f.workload) \(f.size)"] {
        let rows = [(f.initial, ref.0), (f.resized, ref.1), (f.squeezed, ref.2)]
        for (i, (got, expected)) in rows.enumerated() where !same(got, expected) {
            if f.workload == "chain" && f.size == 1000 && i == 2 {
                printError("note: chain(1000) squeeze \(format(got)) differs from the table's 20000, which is for W = 24004; the definition's last W is \(format(f.lastSqueezeW)), where its formula gives \(format(got))")
            } else {
                mismatch = true
            }
        }
    }
    if asJSON {
        print(json(f))
    } else {
        let line = "\(f.workload)(\(f.size)): add \(format(f.add)) s, solve \(format(f.solve)) s, "
            + "resize median \(format(f.resizeMedian)) µs p99 \(format(f.resizeP99)) µs max \(format(f.resizeMax)) µs (total \(format(f.resizeTotal)) s), "
            + "squeeze median \(format(f.squeezeMedian)) µs p99 \(format(f.squeezeP99)) µs max \(format(f.squeezeMax)) µs (total \(format(f.squeezeTotal)) s), "
            + "with all values updated: resize median \(format(f.resizeUpdateMedian)) µs p99 \(format(f.resizeUpdateP99)) µs max \(format(f.resizeUpdateMax)) µs, "
            + "squeeze median \(format(f.squeezeUpdateMedian)) µs p99 \(format(f.squeezeUpdateP99)) µs max \(format(f.squeezeUpdateMax)) µs, "
            + "each edit's fastest of 3 passes: resize median \(format(f.resizeSteadyMedian)) µs max \(format(f.resizeSteadyMax)) µs, "
            + "squeeze median \(format(f.squeezeSteadyMedian)) µs max \(format(f.squeezeSteadyMax)) µs, "
            + "peak \(format(f.peakMB)) MB, checksums \(format(f.initial)) / \(format(f.resized)) @\(format(f.lastResizeW)) / \(format(f.squeezed)) @\(format(f.lastSqueezeW))"
        print(line)
    }
    if mismatch {
        printError("MISMATCH: \(f.workload)(\(f.size)) checksums differ from WORKLOADS.md")
        exit(1)
    }
    exit(0)
}

// Every workload and size, each in a child process of this same binary (the conflict rows too).
let conflictSizes = arguments.isEmpty || arguments.contains("conflict") ? [1000, 10000] : []
let selected = (arguments.isEmpty ? all : all.filter { arguments.contains($0.0) })
    + (conflictSizes.isEmpty ? [] : [("conflict", conflictSizes, flat)])
var outputs: [String] = []
var failed = false
for (name, sizes, _) in selected {
    for size in sizes {
        var pid: pid_t = 0
        var pipe: [Int32] = [0, 0]
        Glibc.pipe(&pipe)
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipe[0])
        let args = [CommandLine.arguments[0], name, String(size)] + (asJSON ? ["--json"] : [])
        var cargs = args.map { strdup($0) } + [nil]
        let rc = posix_spawn(&pid, "/proc/self/exe", &actions, nil, &cargs, environ)
        close(pipe[1])
        guard rc == 0 else { printError("cannot start a child: \(rc)"); exit(2) }
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(pipe[0], &buffer, buffer.count)
            if n <= 0 { break }
            data += buffer[0..<n]
        }
        close(pipe[0])
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        if status != 0 { failed = true }
        let text = String(decoding: data, as: UTF8.self).trimmingSuffixNewline()
        if asJSON { outputs.append(text) } else { print(text) }
    }
}
if asJSON { print("[\n" + outputs.map { "  " + $0 }.joined(separator: ",\n") + "\n]") }
exit(failed ? 1 : 0)

func printError(_ message: String) {
    let bytes = Array((message + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

extension String {
    func trimmingSuffixNewline() -> String { hasSuffix("\n") ? String(dropLast()) : self }
}
