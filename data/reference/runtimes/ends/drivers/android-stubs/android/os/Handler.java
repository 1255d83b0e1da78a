package android.os;

// Stand-in, never used: the animations here run on Choreographer.
public class Handler {
    public Handler(Looper looper) {}

    public final boolean postDelayed(Runnable r, long delayMillis) {
        throw new UnsupportedOperationException("Handler is not driven here");
    }
}
