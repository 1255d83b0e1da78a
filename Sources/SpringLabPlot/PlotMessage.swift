/// The text of a ``PlotError``: one line that names each setting it blames
/// by springlab's flag, written `"\(setting: .until) must be positive"`.
public typealias PlotMessage = String

extension DefaultStringInterpolation {
    /// Names a setting by its flag (``PlotSetting``).
    public mutating func appendInterpolation(setting: PlotSetting) { appendLiteral(setting.rawValue) }
}
