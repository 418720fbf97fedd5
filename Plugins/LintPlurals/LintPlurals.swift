import Foundation
import PackagePlugin

/// `swift package lint-plurals`: lints the localized resources of every target (or of the targets
/// named with `--target`) with `icu-plural lint`, with its output and exit status.
///
/// Other arguments go to `icu-plural lint` as they are (`--strict`, `--json`, `--zero-policy cldr`,
/// `--disable CODE`, `--severity CODE=LEVEL`, `--baseline FILE`…). The package's
/// `.icu-plural-lint.json`, when it has one, configures the rules (`--config FILE` names another).
@main
struct LintPlurals: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let named = Set(extractor.extractOption(named: "target"))
        let targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
            .filter { named.isEmpty || named.contains($0.name) }
        if let unknown = named.subtracting(targets.map(\.name)).sorted().first {
            throw PluginError("no target named '\(unknown)' in package '\(context.package.displayName)'")
        }
        let resources = targets.flatMap(Self.localizedResources(of:))
        guard !resources.isEmpty else {
            print("lint-plurals: no .lproj folders or .xcstrings catalogs in \(named.isEmpty ? "any target" : "the named targets")")
            return
        }
        let tool = try context.tool(named: "icu-plural")
        var options = extractor.remainingArguments
        // The package's configuration, whichever folders the resources are in (and whatever the working directory).
        let configuration = context.package.directoryURL.appendingPathComponent(".icu-plural-lint.json")
        if !options.contains(where: { $0 == "--config" || $0.hasPrefix("--config=") || $0 == "--no-config" }),
           FileManager.default.fileExists(atPath: configuration.path) {
            options += ["--config", configuration.path]
        }
        let process = Process()
        process.executableURL = tool.url
        process.currentDirectoryURL = context.package.directoryURL
        process.arguments = ["lint"] + options + resources.map(\.path)
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PluginError("icu-plural lint found problems (exit status \(process.terminationStatus))")
        }
    }

    /// A target's `.lproj` folders (each once) and `.xcstrings` catalogs, sorted.
    static func localizedResources(of target: SourceModuleTarget) -> [URL] {
        var found = Set<URL>()
        for file in target.sourceFiles {
            let url = file.url
            if url.pathExtension == "xcstrings" {
                found.insert(url)
            } else if let folder = url.pathComponents.lastIndex(where: { $0.hasSuffix(".lproj") }) {
                // The folder that holds the .lproj folders: the linter groups a bundle's tables from it.
                let bundle = url.pathComponents[..<folder].joined(separator: "/").replacingOccurrences(of: "//", with: "/")
                found.insert(URL(fileURLWithPath: bundle, isDirectory: true))
            }
        }
        return found.sorted { $0.path < $1.path }
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
