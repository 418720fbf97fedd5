import Foundation

/// Whether `.lproj` folders belong to an Apple app or framework, where rules about how Apple's
/// systems load them apply (`missing-strings-twin`: iOS before 8 and macOS before 10.10 ignore a
/// `.stringsdict` without its `.strings`), or to a SwiftPM or Linux resource folder, where they mean
/// nothing (Foundation on Linux and SwiftPM's bundles read the `.stringsdict` alone).
///
/// The rule: the folder that holds the `.lproj` folders, or a folder above it, is a built bundle
/// (`.app`, `.appex`, `.bundle`, `.framework`, `.xpc`), or holds an `Info.plist`, an `.xcodeproj`
/// or an `.xcworkspace`. A folder holding `Package.swift` ends the search: a package's resources
/// are SwiftPM's, unless an Xcode project is found on the way there.
enum AppleBundleContext {
    /// Extensions of built Apple bundles.
    static let bundleExtensions: Set<String> = ["app", "appex", "bundle", "framework", "xpc"]
    /// How many folders above the `.lproj` folders are looked at.
    static let searchDepth = 12

    static func isApple(_ folder: URL) -> Bool {
        var current = folder.standardizedFileURL
        for _ in 0..<searchDepth {
            if bundleExtensions.contains(current.pathExtension.lowercased()) { return true }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: current.path)) ?? []
            if names.contains("Info.plist") || names.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) { return true }
            if names.contains("Package.swift") { return false }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return false }
            current = parent
        }
        return false
    }
}
