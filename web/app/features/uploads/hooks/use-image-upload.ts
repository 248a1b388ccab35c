/**
 * One image upload from a file input, as the editor's image field and the media library run it:
 * progress while the file is sent, the spec's toast on failure, and the input cleared afterwards
 * so the same file can be picked again.
 */
import { useRef, useState } from 'react';
import { toast } from '~/lib/toast';
import { uploadImage } from '../api/upload-image';
import { uploadProblemOf } from '../upload-errors';

export function useImageUpload(onUploaded: (url: string, file: File) => void) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (file: File) => {
    setProgress(0);
    try {
      onUploaded(await uploadImage(file, { onProgress: setProgress }), file);
    } catch (error) {
      const problem = uploadProblemOf(error);
      toast.error(problem.title, { description: problem.description });
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return { input, progress, uploading: progress !== null, upload };
}
