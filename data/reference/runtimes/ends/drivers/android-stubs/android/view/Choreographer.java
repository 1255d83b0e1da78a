package android.view;

import java.util.ArrayList;
import java.util.List;

// Stand-in for Android's Choreographer: callbacks posted for the next frame
// run when the driver calls doFrame, as a display's vsync would run them.
public final class Choreographer {
    public interface FrameCallback {
        void doFrame(long frameTimeNanos);
    }

    private static final Choreographer INSTANCE = new Choreographer();
    private List<FrameCallback> pending = new ArrayList<>();

    public static Choreographer getInstance() { return INSTANCE; }

    public void postFrameCallback(FrameCallback callback) { pending.add(callback); }

    /** Runs the callbacks posted before this frame; those they post wait for the next. */
    public void doFrame(long frameTimeNanos) {
        List<FrameCallback> due = pending;
        pending = new ArrayList<>();
        for (FrameCallback callback : due) callback.doFrame(frameTimeNanos);
    }

    public boolean hasPendingCallbacks() { return !pending.isEmpty(); }
}
