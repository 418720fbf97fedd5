import Foundation
import LocalizedAccessorsGenerator

// generate-localized-accessors --output <directory> [--development-language <language>] <file>...
//
// Writes L10n.swift and one L10n+<Table>.swift per table of the files (the LocalizedAccessors plugin
// runs it on a target's localization resources). Problems are printed as `file:line: error: …`, as
// compilers print them, so SwiftPM and Xcode show them at their place; any error exits with status 1.
// A file whose contents would not change is left alone (its date too), so nothing recompiles for nothing.

func fail(_ message: String) -> Never {
    // Printed as every diagnostic is (`error: …`, escaped: one line whatever the arguments hold).
    FileHandle.standardError.write(Data("\(AccessorDiagnostic(.error, file: nil, message))\n".utf8))
    exit(2)
}

var output: URL?
var developmentLanguage: String?
var files: [URL] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--output":
        guard let value = arguments.popFirst() else { fail("--output needs a directory") }
        output = URL(fileURLWithPath: value, isDirectory: true)
    case "--development-language":
        guard let value = arguments.popFirst() else { fail("--development-language needs a language") }
        developmentLanguage = value
    case "--help", "-h":
        print("usage: generate-localized-accessors --output <directory> [--development-language <language>] <file>...")
        exit(0)
    default:
        if argument.hasPrefix("--") { fail("unknown option '\(argument)'") }
        files.append(URL(fileURLWithPath: argument))
    }
}
guard let output else { fail("--output <directory> is required") }

let (tables, loadDiagnostics) = AccessorInputs.load(files, developmentLanguage: developmentLanguage)
let generated = AccessorGenerator().generate(tables)
let diagnostics = loadDiagnostics + generated.diagnostics
for diagnostic in diagnostics {
    FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
}
do {
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    for file in generated.files {
        let url = output.appendingPathComponent(file.name)
        let data = Data(file.contents.utf8)
        if (try? Data(contentsOf: url)) == data { continue }
        try data.write(to: url, options: .atomic)
    }
} catch {
    fail("cannot write to \(output.path): \(error.localizedDescription)")
}
exit(diagnostics.contains { $0.severity == .error } ? 1 : 0)
