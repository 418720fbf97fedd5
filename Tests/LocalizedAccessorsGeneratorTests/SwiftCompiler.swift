import Foundation
@testable import LocalizedAccessorsGenerator
import Testing
import TestSupport

/// The toolchain's `swiftc`, run on generated files: type-checked against this build's modules
/// (PluralMessages, CLDRPlural), and parsed to list what they declare.
enum SwiftCompiler {
    /// The folder of this build's `.swiftmodule`s: `Modules` beside the test bundle's resources.
    static var modules: URL {
        Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("Modules", isDirectory: true)
    }

    /// What `swiftc` printed and its exit status.
    struct Run {
        var status: Int32
        var output: String
    }

    /// Runs `swiftc` with `arguments` on the files written to a temporary folder.
    static func run(_ arguments: [String], files: [AccessorGenerator.File]) throws -> Run {
        let folder = TestFolders.root.appendingPathComponent("swiftc-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for file in files {
            let url = folder.appendingPathComponent(file.name)
            try Data(file.contents.utf8).write(to: url)
            paths.append(url.path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments + paths
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// Type-checks generated files as a module of their own, with what SwiftPM adds to a target with
    /// resources (`Bundle.module`).
    static func typecheck(_ files: [AccessorGenerator.File]) throws -> Run {
        let bundleAccessor = AccessorGenerator.File(name: "resource_bundle_accessor.swift", contents: """
            import Foundation
            extension Foundation.Bundle { static let module = Foundation.Bundle.main }

            """)
        return try run(["-typecheck", "-swift-version", "6", "-module-name", "App", "-I", modules.path], files: files + [bundleAccessor])
    }

    /// Every declaration the files make, as `kind name` with its depth in the file (from the parser's
    /// syntax tree, `swiftc -dump-parse`), in order; imports included.
    static func declarations(_ files: [AccessorGenerator.File]) throws -> [String] {
        let run = try run(["-dump-parse"], files: files)
        #expect(run.status == 0, "\(run.output.prefix(2000))")
        var declarations: [String] = []
        for line in run.output.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("("), let kindEnd = trimmed.firstIndex(where: { $0 == " " || $0 == ")" }) else { continue }
            let kind = trimmed[trimmed.index(after: trimmed.startIndex)..<kindEnd]
            guard kind.hasSuffix("_decl") else { continue }
            // The declared name is the first quoted text after the kind, when there is one.
            let rest = trimmed[kindEnd...]
            var name = ""
            if let open = rest.firstIndex(where: { $0 == "\"" || $0 == "'" }) {
                let quote = rest[open]
                let after = rest.index(after: open)
                name = String(rest[after...].prefix { $0 != quote })
            }
            declarations.append("\(line.count - trimmed.count) \(kind) \(name)")
        }
        return declarations
    }
}
