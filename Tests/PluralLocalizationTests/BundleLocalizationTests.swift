import Foundation
import ICUPlural
@testable import PluralCore
import PluralLocalization
import Testing
import TestSupport

@Suite struct BundleLocalizationTests {
    /// A bundle folder with `en.lproj` and `ru.lproj`, removed after the test.
    private func withBundle(info: [String: String]? = nil, _ body: (Bundle) throws -> Void) throws {
        let root = TestFolders.root.appendingPathComponent("BundleLocalizationTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for name in ["en.lproj", "ru.lproj"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        if let info {
            try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
                .write(to: root.appendingPathComponent("Info.plist"))
        }
        let bundle = try #require(Bundle(url: root))
        try body(bundle)
    }

    @Test func bundleLocalizationsFollowTheEnvironmentLanguages() throws {
        try withBundle { bundle in
            #expect(PreferredLocalizations.of(bundle, environment: ["LANGUAGE": "uk:ru:en"]) == ["ru"])
            #expect(PreferredLocalizations.of(bundle, environment: ["LANG": "en_GB.UTF-8"]) == ["en"])
            #expect(PreferredLocalizations.of(bundle, environment: ["LANG": "de_DE.UTF-8"]).isEmpty)  // no development localization
        }
    }
}

extension BundleLocalizationTests {
    @Test func developmentRegionComesFromInfoPlist() throws {
        try withBundle(info: ["CFBundleDevelopmentRegion": "ru"]) { bundle in
            #expect(PreferredLocalizations.of(bundle, environment: ["LANG": "de_DE.UTF-8"]) == ["ru"])
            #expect(PreferredLocalizations.of(bundle, environment: ["LANG": "en_US.UTF-8"]) == ["en"])
        }
    }
}
