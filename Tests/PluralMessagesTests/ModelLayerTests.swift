import Foundation
import Testing

/// The model is the model: no file of `Model/` names a type declared in `Loading/` or `Render/`
/// (reading files and rendering are clients of the model, never the other way round).
@Suite struct ModelLayerTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/PluralMessages")

    static func swiftFiles(in folder: String) throws -> [URL] {
        let root = sources.appendingPathComponent(folder)
        let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }

    /// The names of the types a folder declares at its top level (nested ones are named through them).
    static func declaredTypes(in folder: String) throws -> Set<String> {
        let declaration = try Regex(#"(?m)^(?:(?:public|package|private|fileprivate|internal|final|indirect)\s+)*(?:struct|enum|class|protocol|actor)\s+([A-Z]\w*)"#)
        var names = Set<String>()
        for file in try swiftFiles(in: folder) {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: declaration) {
                if let name = match.output[1].substring { names.insert(String(name)) }
            }
        }
        return names
    }

    @Test func noModelFileNamesALoadingOrRenderType() throws {
        let names = try Self.declaredTypes(in: "Loading").union(Self.declaredTypes(in: "Render"))
        // The folders declare the types this test looks for: it cannot pass by reading nothing.
        #expect(names.isSuperset(of: ["TableSource", "MessageRenderer", "RenderPlan", "RenderCache"]))
        let word = try Regex(#"[A-Za-z_]\w*"#)
        for file in try Self.swiftFiles(in: "Model") {
            let text = try String(contentsOf: file, encoding: .utf8)
            let named = Set(text.matches(of: word).map { String(text[$0.range]) }).intersection(names)
            #expect(named.isEmpty, "\(file.lastPathComponent) names \(named.sorted())")
        }
    }
}
