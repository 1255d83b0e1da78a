package android.os;

// Stand-in for Android's SystemClock: the driver sets the uptime by hand.
public final class SystemClock {
    private static long uptime = 1;

    public static long uptimeMillis() { return uptime; }

    public static void setUptimeMillis(long milliseconds) { uptime = milliseconds; }
}
