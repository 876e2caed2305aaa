import Testing
@testable import SourceSyntax

/// The preprocessor: macros expanded where used (object- and function-like, `#x`, `##`,
/// variadic), branches a device build takes, imports handed on, and limits said.
@Suite struct PreprocessorTests {
    @Test func objectAndFunctionLikeMacrosExpandWhereUsed() {
        let text = """
        #define HeadImageSize CGSizeMake(34.f, 34.f)
        #define kRealWidth(w) ((w) * SCREEN_WIDTH / 375.0)
        #define PAD 10
        void f() { make.size.mas_equalTo(HeadImageSize); x = kRealWidth(PAD); }
        """
        let b = body(text, .objectiveC)
        #expect(b == "(call (. (. make size) mas_equalTo) (call CGSizeMake 34.0 34.0)) (= x (paren (/ (* (paren 10) SCREEN_WIDTH) 375.0)))")
    }

    @Test func aMacroIsNotExpandedInsideItself() {
        #expect(body("#define x (x + 1)\nvoid f() { y = x; }", .objectiveC) == "(= y (paren (+ x 1)))")
    }

    @Test func stringifyPasteAndVariadicArguments() {
        let text = """
        #define NAME(a) #a
        #define JOIN(a, b) a ## b
        #define LOG(fmt, ...) NSLog(fmt, __VA_ARGS__)
        void f() { s = NAME(hello); JOIN(k, Pad) = 1; LOG(@"%d", 1, 2); }
        """
        #expect(body(text, .objectiveC) == "(= s \"hello\") (= kPad 1) (call NSLog \"%d\" 1 2)")
    }

    @Test func aMacroPastTheLimitIsSaidNotExpanded() {
        var text = "#define X0 1\n"
        for n in 1...39 { text += "#define X\(n) (X\(n - 1) + X\(n - 1))\n" }
        text += "void f() { make.width.equalTo(X39); }"
        let result = parsed(text, .objectiveC)
        #expect(result.diagnostics.contains { if case .macroTooLarge("X39", _) = $0.kind { return true } else { return false } })
        #expect(body(text, .objectiveC) == "(call (. (. make width) equalTo) X39)")
    }

    @Test func branchesAreTakenAsADebugBuildOnAnIPhoneTakesThem() {
        let text = """
        #define USE_BIG 1
        #if TARGET_OS_IPHONE && USE_BIG
        void f() { a = 1; }
        #elif defined(OTHER)
        void f() { a = 2; }
        #else
        void f() { a = 3; }
        #endif
        #ifdef DEBUG
        void g() { b = 1; }
        #else
        void g() { b = 2; }
        #endif
        """
        let result = parsed(text, .objectiveC)
        #expect(result.dump == "(func f() {(= a 1)})\n(func g() {(= b 1)})")
        // DEBUG is the build's, not the file's: said, with the lines read and not.
        let said = result.diagnostics.map(\.message)
        #expect(said.contains { $0.hasPrefix("#ifdef DEBUG: DEBUG is taken as set") && $0.contains("line 10 is read, line 12 not") })
        #expect(parsed(text, .objectiveC, values: ["DEBUG": 0]).dump.hasSuffix("(func g() {(= b 1)})"))
    }

    @Test func swiftConditionsFollowThePlatform() {
        let text = """
        #if os(iOS) && canImport(UIKit)
        let a = 1
        #elseif os(macOS)
        let a = 2
        #endif
        #if !targetEnvironment(macCatalyst)
        let b = 1
        #endif
        """
        #expect(parsed(text, .swift).dump == "(let a = 1)\n(let b = 1)")
    }

    @Test func importsAreHandedOnAndStrayDirectivesSaid() {
        let result = parsed("#import \"Metrics.h\"\n#import <UIKit/UIKit.h>\n#endif\n", .objectiveC)
        #expect(result.file.includes.map(\.path) == ["Metrics.h", "UIKit/UIKit.h"])
        #expect(result.file.includes.map(\.isQuoted) == [true, false])
        #expect(result.diagnostics.map(\.message) == ["#endif without an #if before it; not read"])
    }

    @Test func macrosOfAHeaderReachTheFile() {
        let header = SourceParser.macros(of: SourceText(name: "M.h", text: "#define kPad 12\n"))
        let file = SourceParser.parse(SourceText(name: "T.m", text: "void f() { x = kPad; }"), language: .objectiveC, macros: header)
        #expect(SyntaxDump.file(file) == "(func f() {(= x 12)})")
    }
}
