package android.os;

// Stand-in: one thread, which is the main thread.
public final class Looper {
    private static final Looper MAIN = new Looper();

    public static Looper myLooper() { return MAIN; }

    public static Looper getMainLooper() { return MAIN; }

    public Thread getThread() { return Thread.currentThread(); }
}
