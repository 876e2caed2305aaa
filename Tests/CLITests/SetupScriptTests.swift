import Foundation
import Testing

/// scripts/setup as a new user meets it (issue 16): quiet unless something fails, and the
/// render command's `--render` installs only what rendering needs. apt-get, dpkg-query and
/// sudo are stand-ins on PATH, so nothing is installed and every package looks missing.
@Suite struct SetupScriptTests {
    let setup = CLIRunner.packageRoot.appendingPathComponent("scripts/setup").path

    /// A folder of stand-in tools; apt-get records its arguments and prints a page of progress.
    func fakeTools(aptFails: Bool) throws -> URL {
        let bin = FileManager.default.temporaryDirectory.appendingPathComponent("setup-fakes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let tools = [
            "dpkg-query": "#!/bin/sh\nexit 1\n",
            "sudo": "#!/bin/sh\n[ \"$1\" = -n ] && shift\nexec \"$@\"\n",
            "apt-get": """
            #!/bin/sh
            echo "$@" >> "\(bin.path)/apt-calls"
            i=0; while [ $i -lt 200 ]; do echo "Get:$i http://deb.debian.org progress line"; i=$((i+1)); done
            \(aptFails ? "echo 'E: Unable to locate package chromium' >&2; exit 100" : "exit 0")

            """,
        ]
        for (name, text) in tools {
            let url = bin.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        }
        return bin
    }

    func path(with bin: URL) -> String {
        bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    }

    @Test func installingIsOneLineWhenAptSucceeds() throws {
        let bin = try fakeTools(aptFails: false)
        defer { try? FileManager.default.removeItem(at: bin) }
        let outcome = try CLIRunner.runProgram(setup, ["--render"], environment: ["PATH": path(with: bin)])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.isEmpty)
        let lines = outcome.stderr.split(separator: "\n")
        #expect(lines.count == 1, "apt's progress must not be shown: \(outcome.stderr)")
        #expect(lines.first?.hasPrefix("scripts/setup: installing pkg-config") == true)
    }

    @Test func renderInstallsOnlyWhatRenderingNeeds() throws {
        let bin = try fakeTools(aptFails: false)
        defer { try? FileManager.default.removeItem(at: bin) }
        _ = try CLIRunner.runProgram(setup, ["--render"], environment: ["PATH": path(with: bin)])
        let calls = try String(contentsOf: bin.appendingPathComponent("apt-calls"), encoding: .utf8)
        let install = try #require(calls.split(separator: "\n").first { $0.hasPrefix("install") })
        #expect(install.contains("libpangocairo-1.0-0") && install.contains("fonts-dejavu-core"))
        #expect(!install.contains("chromium") && !install.contains("librsvg2-bin"))
    }

    @Test func aptsOutputIsShownWhenItFails() throws {
        let bin = try fakeTools(aptFails: true)
        defer { try? FileManager.default.removeItem(at: bin) }
        let outcome = try CLIRunner.runProgram(setup, ["--render"], environment: ["PATH": path(with: bin)])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("E: Unable to locate package chromium"))
        #expect(outcome.stderr.contains("Get:199 http://deb.debian.org progress line"))
        #expect(outcome.stderr.contains("scripts/setup: apt-get failed installing"))
    }

    @Test func anUnknownOptionIsRefused() throws {
        let outcome = try CLIRunner.runProgram(setup, ["--rendr"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("unknown option '--rendr'"))
    }

    /// The render command asks only for the render subset.
    @Test func theRenderScriptAsksForTheRenderSubset() throws {
        let script = try String(contentsOf: CLIRunner.packageRoot.appendingPathComponent("scripts/masrender"), encoding: .utf8)
        #expect(script.contains("scripts/setup\" --render"))
    }
}
