/// The Okabe–Ito palette (Okabe & Ito, "Color Universal Design", 2002):
/// eight colours that stay distinguishable under the common forms of colour
/// blindness. Ordered for line charts on white: the pale yellow comes last
/// and black is left out (it is kept for axes and text).
enum Palette {
    static let colors: [Color] = [
        Color(red: 0x00, green: 0x72, blue: 0xb2),  // blue
        Color(red: 0xd5, green: 0x5e, blue: 0x00),  // vermillion
        Color(red: 0x00, green: 0x9e, blue: 0x73),  // bluish green
        Color(red: 0xcc, green: 0x79, blue: 0xa7),  // reddish purple
        Color(red: 0xe6, green: 0x9f, blue: 0x00),  // orange
        Color(red: 0x56, green: 0xb4, blue: 0xe9),  // sky blue
        Color(red: 0xf0, green: 0xe4, blue: 0x42),  // yellow
    ]

    /// The colour of the `index`-th curve; wraps round after the last colour.
    static func color(_ index: Int) -> Color {
        colors[((index % colors.count) + colors.count) % colors.count]
    }
}
