import Testing
@testable import ConsoleLog
