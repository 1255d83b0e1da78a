package android.os;

// Stand-in: an API level with Choreographer (16 and later).
public final class Build {
    public static final class VERSION {
        public static final int SDK_INT = 28;
    }

    public static final class VERSION_CODES {
        public static final int JELLY_BEAN = 16;
    }
}
