/// Declarations: types (Swift classes, structs, enums, protocols, extensions; Objective-C's
/// `@interface`, `@implementation` and their categories), properties and ivars, methods and
/// functions, and the file itself.

public struct Decl: Sendable {
    public var kind: DeclKind
    public var range: SourceRange
    /// `override`, `private`, `static`, `class`, `@objc`, `@IBOutlet`, `lazy`, `weak`, Objective-C's
    /// property attributes (`nonatomic`, `strong`, `readonly`), `+` for a class method.
    public var modifiers: [String]
    public init(_ kind: DeclKind, _ range: SourceRange, modifiers: [String] = []) {
        self.kind = kind; self.range = range; self.modifiers = modifiers
    }
    public func has(_ modifier: String) -> Bool { modifiers.contains(modifier) }
}

public indirect enum DeclKind: Sendable {
    case type(TypeDecl)
    /// A stored or computed property, an ivar, or a file-level variable or constant.
    case property(PropertyDecl)
    case function(FunctionDecl)
    /// `case a, b(Int)`, `case x = 3` in an enum; C's enumerators (`NS_ENUM`'s too).
    case enumCases([(name: String, value: Expr?)])
    case typeAlias(String, TypeName)
    /// `import UIKit`, `@import Masonry;`
    case importModule(String)
    /// What the parser could not read at the level of declarations.
    case unparsed(String)
}

public enum TypeKind: Sendable, Equatable {
    case classType, structType, enumType, protocolType, extensionType, actorType
    /// Objective-C's `@interface X : Y` (or a class extension `@interface X ()`).
    case interface
    case implementation
}

public struct TypeDecl: Sendable {
    public var kind: TypeKind
    public var name: String
    /// The first inherited name (Swift's superclass or first protocol; Objective-C's superclass).
    public var superclass: String?
    public var conformances: [String]
    /// An Objective-C category's name (`@implementation X (Layout)`; empty for a class extension).
    public var category: String?
    public var members: [Decl]
}

public struct PropertyDecl: Sendable {
    public var name: String
    public var type: TypeName?
    public var initial: Expr?
    public var isConstant: Bool
    /// `get`, `set`, `didSet`, `willSet` with their bodies; a computed property's single body is `get`.
    /// `parameter` is the name an accessor gives its value (`set(newFrame)`), nil for Swift's
    /// default (`newValue`, `oldValue`).
    public var accessors: [(name: String, parameter: String?, body: [Stmt])]
    /// An Objective-C ivar (in `{ … }` after `@interface` or `@implementation`).
    public var isIvar: Bool
}

public struct FunctionDecl: Sendable {
    /// Swift's base name (`setupViews`, `init`, `deinit`) or Objective-C's selector
    /// (`initWithFrame:`, `setupViews`); a C function's name.
    public var name: String
    public var parameters: [Parameter]
    public var returnType: TypeName?
    /// Nil for a declaration without a body (a protocol's, an `@interface`'s).
    public var body: [Stmt]?
    public var isStatic: Bool
}

/// A whole file: its declarations and statements at file level (a Swift script's or a pasted
/// method's code), what it imports, and what was not read.
public struct SourceFileSyntax: Sendable {
    public let source: SourceText
    public let language: SourceLanguage
    public var declarations: [Decl]
    /// Statements written at file level (outside any declaration).
    public var statements: [Stmt]
    /// `#import "X.h"` / `#include <Y.h>` in order, for the project reader (handed on).
    public var includes: [Include]
    /// `#define`s in order (the preprocessor's table after the whole file).
    public var macros: [Macro]
    public var diagnostics: [SyntaxDiagnostic]
    /// The macros its code expands, in the order first used (PreprocessorResult.usedMacros).
    public var usedMacros: [Macro] = []
    /// Every macro defined after the file (those given to it, then its own `#define`s and
    /// `#undef`s): what a file that imports it sees.
    public var macroTable: [String: Macro] = [:]
}

public struct Include: Sendable, Equatable {
    public var path: String
    public var isQuoted: Bool
    public var range: SourceRange
}
