import SpringLab
import SpringLabTokens

/// The named springs a fit is compared with (`fit --curve`, `fit --video`):
/// every spring of the built-in token presets (SwiftUI's named springs and
/// spring animations, Compose's constants, Material 3's schemes,
/// react-spring's configs), Reanimated 4's named configs and Figma's
/// presets, each as its `--spring` text.
enum KnownSprings {
    static let texts: [String] = {
        var texts = TokenPreset.all.flatMap { $0.springTexts }
        texts += ReanimatedPreset.allCases.map { "reanimated:preset=\($0.rawValue)" }
        texts += FigmaPreset.allCases.map { "figma:preset=\($0.rawValue)" }
        var seen = Set<String>()
        return texts.filter { seen.insert($0).inserted }
    }()

    /// Each known spring by its text; one that does not read is a mistake here, and is left out.
    static let springs: [(text: String, spring: Spring)] = texts.compactMap { text in
        guard let spring = try? SpringSpec(parsing: text).input().animation().spring else { return nil }
        return (text, spring)
    }

    /// The known springs within `fit`'s errors, nearest first; when none is,
    /// the nearest alone (its match says it is not within them).
    static func matches(_ fit: CurveFit) -> [SpringMatch] {
        let all = springs.compactMap { SpringMatch(fit, to: $0.spring, named: $0.text) }.sorted {
            $0.sigmas < $1.sigmas
        }
        let within = all.filter(\.isWithinErrors)
        return within.isEmpty ? Array(all.prefix(1)) : within
    }
}
